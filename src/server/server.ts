import path from 'node:path';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import app from './app';
import { DEMO_LOGIN, isEmpty, seedDemo } from './seed/demo';
import { writeCliLink } from './admin/cli-link';
import { localStorage } from './lib/uploads/storage';

/** Boots the product: config, database and migrations, demo data, HTTP. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  const firstStart = await isEmpty(database.db);
  const seeded = (database.kind === 'pglite' && firstStart) || config.demo ? await seedDemo(database.db, localStorage(config.uploadsDir)) : { created: false };

  const server = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 50_000,
  });
  await server.register(app, {
    database,
    sessionTtlDays: config.sessionTtlDays,
    clientDir: config.clientDir,
    uploadsDir: config.uploadsDir,
    snsProviders: config.snsProviders,
    mobileLoginUrl: config.mobileLoginUrl,
    releaseIntervalMs: config.releaseIntervalMs,
  });

  let removeCliLink = () => {};
  const shutdown = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    removeCliLink();
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.port, host: config.host });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  removeCliLink = await writeCliLink(database.db, config.dataDir, `http://127.0.0.1:${port}`);
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nWriters' Center is running at http://localhost:${port}`);
  console.log(`  database: ${where}${seeded.created ? ' (demo data created)' : ''}`);
  console.log(`  demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  console.log(`  back office: npm run admin -- help`);
  console.log(`  API docs: http://localhost:${port}/v1/docs\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
