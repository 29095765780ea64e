/**
 * The API's throughput, printed by `npm run bench` (`npm run bench -- api` alone), loaded from a separate process:
 * - on PGlite, the app as production builds it (its Fastify options, logging at info to a file, request lines
 *   off: LOG_REQUESTS's production default): a route that touches no database, in rounds beside a bare Fastify
 *   route and beside the same route with request lines on; and GET /v1/author.info;
 * - on PostgreSQL (when reachable), author.info beside a handler in the same process that runs the same two
 *   statements with `pg` directly (the session by token hash, then the user with the author), on a pool of the
 *   same size;
 * - each of our per-request layers alone on a bare route (layers.ts).
 */
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pino from 'pino';
import pg from 'pg';
import app from '../../src/server/app';
import { httpOptions } from '../../src/server/http-options';
import { openDatabase, type Database } from '../../src/server/db/client';
import { KeyRing, newDataKey, useKeyRing } from '../../src/server/lib/crypto/data-keys';
import { DEMO_LOGIN, seedDemo } from '../../src/server/seed/demo';
import { localStorage } from '../../src/server/lib/storage/storage';
import { hashToken } from '../../src/server/lib/tokens';
import { freshDatabase, postgresAvailable } from '../support/databases';
import { layersBench } from './layers';
import { load } from './load';
import { median, ratioLine } from './ratio';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
type Run = Awaited<ReturnType<typeof load>>;

/** Our app on its own Fastify with production's options; `logRequests` as LOG_REQUESTS would set it. */
async function productionServer(database: Database, uploadsDir: string, logRequests: boolean) {
  // Where production logs go (stdout, a file or a pipe), as pino writes them: a file descriptor, here /dev/null.
  const logStream = pino.destination({ dest: '/dev/null', sync: true }) as unknown as NodeJS.WritableStream;
  const server = Fastify(httpOptions({ logLevel: 'info', logRequests, logStream }));
  await server.register(app, { database, uploadsDir });
  return { server, address: await server.listen({ port: 0, host: '127.0.0.1' }) };
}

async function apiThroughput() {
  // A throwaway data key for the demo's personal data: the database is thrown away too.
  useKeyRing(new KeyRing([newDataKey()]));
  const uploadsDir = path.join(os.tmpdir(), 'wc-bench-uploads');
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemo(database.db, localStorage(uploadsDir));
  // The bare route is served by a Fastify of its own, with nothing of ours on it.
  const bareServer = Fastify({ logger: false });
  bareServer.get('/bare', async () => ({ code: 200, desc: 'OK' }));
  const bareAddress = await bareServer.listen({ port: 0, host: '127.0.0.1' });
  const quiet = await productionServer(database, uploadsDir, false);
  const logged = await productionServer(database, uploadsDir, true);
  try {
    const auth = await signIn(quiet.address);
    await load(`${quiet.address}/v1/author.info`, auth, 1); // warm-up
    await load(`${quiet.address}/v1/site.config`, {}, 1);
    await load(`${logged.address}/v1/site.config`, {}, 1);
    await load(`${bareAddress}/bare`, {}, 1);
    const rounds: { bare: Run; noDb: Run; logged: Run }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({
        bare: await load(`${bareAddress}/bare`, {}, 3),
        noDb: await load(`${quiet.address}/v1/site.config`, {}, 3),
        logged: await load(`${logged.address}/v1/site.config`, {}, 3),
      });
    }
    const info = await load(`${quiet.address}/v1/author.info`, auth, 5);
    return { rounds, info, postgres: await postgresInfo(uploadsDir) };
  } finally {
    await quiet.server.close();
    await logged.server.close();
    await bareServer.close();
    await database.close();
  }
}

async function signIn(address: string) {
  const login = await fetch(`${address}/v1/user.email_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  return { authorization: `Bearer ${login.data.token}` };
}

async function postgresInfo(uploadsDir: string) {
  if (!(await postgresAvailable())) return null;
  const fresh = await freshDatabase('postgres');
  const raw = new pg.Pool({ connectionString: fresh.url, max: 10 });
  const server = Fastify({ logger: false });
  try {
    await seedDemo(fresh.database.db, localStorage(uploadsDir));
    await server.register(app, { database: fresh.database, uploadsDir });
    // The same statements author.info runs (read from its SQL log), with pg and nothing else.
    server.get('/raw-info', async (request, reply) => {
      const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
      const session = await raw.query<{ user_id: number }>(
        'select "user_id" from "sessions" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2) limit $3',
        [hashToken(token), new Date(), 1],
      );
      if (!session.rows[0]) return reply.code(401).send({ code: 4001 });
      const user = await raw.query(
        'select "users".*, "authors".* from "users" left join "authors" on "authors"."user_id" = "users"."id" where "users"."id" = $1 limit $2',
        [session.rows[0].user_id, 1],
      );
      return { code: 200, desc: 'OK', data: user.rows[0] };
    });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const auth = await signIn(address);
    await load(`${address}/v1/author.info`, auth, 1); // warm-up
    await load(`${address}/raw-info`, auth, 1);
    const info = await load(`${address}/v1/author.info`, auth, 5);
    const direct = await load(`${address}/raw-info`, auth, 5);
    return { info, direct };
  } finally {
    await server.close();
    await raw.end();
    await fresh.dispose();
  }
}

export async function printApi() {
  const api = await apiThroughput();
  console.log(`\nAPI, 16 connections from a separate process (${os.cpus().length} CPUs; load = 1-minute load average after each run):`);
  const apiLine = (name: string, r: Run) => console.log(`  ${name.padEnd(52)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  load ${r.load.toFixed(2)}`);
  for (const [i, r] of api.rounds.entries()) {
    console.log(`  round ${i + 1}, 3 s each:`);
    apiLine('  bare Fastify route', r.bare);
    apiLine('  GET /v1/site.config (no database), production', r.noDb);
    apiLine('  the same with request log lines on', r.logged);
  }
  apiLine('PGlite: GET /v1/author.info (token), production, 5 s', api.info);
  const ratioOf = (pick: (r: (typeof api.rounds)[number]) => Run) => median(api.rounds.map((r) => pick(r).rps / r.bare.rps));
  const load = median(api.rounds.map((r) => r.noDb.load));
  console.log(ratioLine('no-database route / bare Fastify route, req/s, production defaults', ratioOf((r) => r.noDb), { atLeast: 0.6 }, load));
  console.log(ratioLine('no-database route with request log lines on / bare route, req/s', ratioOf((r) => r.logged), { atLeast: 0.6 }, load));
  const layers = await layersBench();
  console.log('  one layer of ours at a time on a bare Fastify route, 3 s each:');
  for (const l of layers) console.log(`    ${l.name.padEnd(44)} ${l.rps.toFixed(0).padStart(6)} req/s  ${((l.rps / layers[0].rps) * 100).toFixed(0).padStart(3)}% of bare  p99 ${l.p99.toFixed(1)} ms  load ${l.load.toFixed(2)}`);
  if (!api.postgres) console.log('  PostgreSQL is not reachable: author.info against pg directly skipped');
  else {
    apiLine('PostgreSQL: GET /v1/author.info (token)', api.postgres.info);
    apiLine('PostgreSQL: the same two statements with pg', api.postgres.direct);
    console.log(ratioLine('PostgreSQL: author.info / the same statements with pg, req/s', api.postgres.info.rps / api.postgres.direct.rps, { atLeast: 0.7 }, api.postgres.info.load));
  }
  console.log('');
}
