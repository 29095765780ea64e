/**
 * What each of our per-request layers costs (goal 5), printed by `npm run bench -- api`:
 * a bare Fastify route, then the same route on a Fastify with one layer of ours, each loaded by
 * the separate load worker for a few seconds in turn. The route answers a small JSON body (below
 * the compression threshold, as most API answers are).
 */
import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import securityHeaders from '../../src/server/plugins/security-headers';
import i18n from '../../src/server/plugins/i18n';
import envelope from '../../src/server/plugins/envelope';
import inputGuard from '../../src/server/plugins/input-guard';
import { httpOptions } from '../../src/server/http-options';
import { load } from './load';

type Layer = { name: string; options?: FastifyServerOptions; add?: (app: FastifyInstance) => PromiseLike<unknown> };
const devNull = () => new Writable({ write: (_chunk, _encoding, done) => done() });

const LAYERS: Layer[] = [
  { name: 'bare Fastify route' },
  { name: 'security headers (helmet)', add: (app) => app.register(securityHeaders) },
  { name: 'compression (answers over 1 KB)', add: (app) => app.register(compress, { global: true, threshold: 1024 }) },
  { name: 'i18n (lang of every request)', add: (app) => app.register(i18n) },
  {
    name: 'envelope and translated errors',
    add: async (app) => {
      await app.register(i18n);
      await app.register(envelope);
    },
  },
  { name: 'input guard', add: (app) => app.register(inputGuard) },
  { name: 'request log lines (info), one a request', options: httpOptions({ logStream: devNull(), logRequests: true }) },
  { name: 'Fastify’s own request lines (two a request)', options: { ...httpOptions({ logStream: devNull(), logRequests: true }), logController: new LogController() } },
  { name: 'our logger without request lines', options: httpOptions({ logStream: devNull(), logRequests: false }) },
];

export async function layersBench(seconds = 3) {
  const rows: { name: string; rps: number; p99: number; load: number }[] = [];
  for (const layer of LAYERS) {
    const app = Fastify(layer.options ?? { logger: false });
    await layer.add?.(app);
    app.get('/probe', async () => ({ code: 200, desc: 'OK', data: { probe: true } }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await load(`${address}/probe`, {}, 1); // warm-up
    const r = await load(`${address}/probe`, {}, seconds);
    await app.close();
    rows.push({ name: layer.name, rps: r.rps, p99: r.p99, load: r.load });
  }
  return rows;
}
