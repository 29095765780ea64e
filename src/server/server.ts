import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { httpOptions } from './http-options';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import app from './app';
import { DEMO_LOGIN, isEmpty, seedDemo } from './seed/demo';
import { writeCliLink } from './admin/cli-link';
import { localStorage, s3Storage } from './lib/storage/storage';
import { DataKeys, loadDataKeys, withDataKeys } from './lib/crypto/data-keys';
import { missingKeysReason, recordDataKey } from './lib/crypto/key-registry';
import { inProcessQueue, pgBossQueue } from './lib/jobs/queue';
import { hkdfSync } from 'node:crypto';

/** Boots the product: config, data keys, database and migrations, storage, jobs, demo data, HTTP; drains on SIGTERM. */
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

  // Everything this process writes (the embedded database, uploads, the CLI link, keys) is its user's alone.
  process.umask(0o077);
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);

  let keys;
  try {
    keys = loadDataKeys(config.dataDir);
  } catch (err) {
    console.error(`Invalid configuration:\n  - ${(err as Error).message}`);
    process.exit(2);
  }
  // The app's keys for personal data: its requests and jobs run with them, and so does the demo's seeding.
  const dataKeys = new DataKeys(keys.ring);

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  // Signed links to private files of the local driver: a secret every instance with the same keys shares.
  const linkSecret = Buffer.from(hkdfSync('sha256', keys.ring.current.key, Buffer.alloc(0), 'writers-center file links', 32));
  const storage = config.s3
    ? s3Storage(config.s3, { publicBaseUrl: config.uploadsPublicUrl, linkSecret })
    : localStorage(config.uploadsDir, { publicBaseUrl: config.uploadsPublicUrl, linkSecret });

  // Before anything is written: the database's personal data must be under keys this instance
  // holds. If not, it starts anyway but is not ready (/readyz) and refuses personal data.
  const { missing: missingKeys } = await database.db.transaction((tx) => recordDataKey(tx, dataKeys));
  if (missingKeys.length) console.error(`Not ready: ${missingKeysReason(missingKeys)}.`);

  const firstStart = await isEmpty(database.db);
  // Demo data only in demo mode: the embedded database's first start, or --demo / DEMO=1 (and only
  // under keys that read the database).
  const seeded = ((database.kind === 'pglite' && firstStart) || config.demo) && !missingKeys.length ? await withDataKeys(dataKeys, () => seedDemo(database.db, storage, new Date(), { signing: { dataDir: config.dataDir, ...config.signing }, publicUrl: config.publicUrl })) : { created: false };

  const server = Fastify(httpOptions({ logLevel: config.logLevel, logRequests: config.logRequests, trustProxy: config.trustProxy }));
  const jobs = database.kind === 'postgres' ? await pgBossQueue(config.databaseUrl!, server.log) : inProcessQueue(server.log);
  await server.register(app, {
    database,
    sessionTtlDays: config.sessionTtlDays,
    clientDir: config.clientDir,
    serveSourceMaps: config.serveSourceMaps,
    storage,
    jobs,
    keyFile: keys.file,
    dataKeys,
    redisUrl: config.redisUrl,
    writesPerMinute: config.writesPerMinute,
    snsProviders: config.snsProviders,
    mobileLoginUrl: config.mobileLoginUrl,
    releaseIntervalMs: config.releaseIntervalMs,
    limits: config.limits,
    publicUrl: config.publicUrl,
    mail: config.mail,
    signing: { dataDir: config.dataDir, ...config.signing },
  });

  let removeCliLink = async () => {};
  let shuttingDown = false;
  // SIGTERM (a balancer or orchestrator draining this instance): stop taking requests (and /readyz
  // answers 503), finish those in flight and the running job, then close the database.
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    server.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      server.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await server.close();
    await removeCliLink();
    await database.close();
    server.log.info('stopped');
    process.exit(0);
  };
  // `on`, not `once`: a second signal (a relay such as tsx may pass one on) must not kill the process mid-drain.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.port, host: config.host });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  removeCliLink = await writeCliLink(database.db, config.dataDir, `http://127.0.0.1:${port}`);
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nWriters' Center is running at http://localhost:${port}`);
  console.log(`  database: ${where}${seeded.created ? ' (demo data created)' : ''}`);
  console.log(`  files: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : config.uploadsDir}; jobs: ${jobs.kind}; rate limits: ${config.redisUrl ? 'Redis' : 'PostgreSQL'}`);
  if (keys.created) console.log(`  data key created: ${keys.file} (back it up with the database: without it personal data cannot be read)`);
  else if (keys.source === 'key file' && database.kind === 'postgres') console.log(`  data keys: ${keys.file} (set DATA_KEYS to run several instances)`);
  // The demo password is printed once, when the demo data has just been made, and never again.
  if (seeded.created) console.log(`  demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  else if (database.kind === 'pglite') console.log(`  demo login: ${DEMO_LOGIN.email} (its password is in README.md)`);
  console.log(`  back office: npm run admin -- help`);
  console.log(`  mail: ${config.mail.smtpUrl ? 'sent through SMTP (SMTP_URL)' : 'kept in the outbox (no SMTP_URL): npm run admin -- mail'}`);
  console.log(`  API docs: http://localhost:${port}/v1/docs\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
