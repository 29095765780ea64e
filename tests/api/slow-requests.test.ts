/**
 * Slow requests are logged at warn (production logs no per-request lines): the route's pattern,
 * method, status and time, never the address that was asked for.
 */
import { expect, it } from 'vitest';
import Fastify from 'fastify';
import slowRequests from '../../src/server/plugins/slow-requests';

async function appLogging(lines: string[]) {
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
  await app.register(slowRequests, { thresholdMs: 100 });
  app.get('/esign/:token', async (request) => {
    if ((request.query as { wait?: string }).wait) await new Promise((r) => setTimeout(r, 200));
    return { ok: true };
  });
  return app;
}

it('warns about a request slower than the threshold, by route pattern, never with the token or the query', async () => {
  const lines: string[] = [];
  const app = await appLogging(lines);
  expect((await app.inject({ url: '/esign/fast-secret-token' })).statusCode).toBe(200);
  expect(lines).toEqual([]);
  expect((await app.inject({ url: '/esign/slow-secret-token?wait=1&q=private-search' })).statusCode).toBe(200);
  await app.close();
  const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(entries).toEqual([expect.objectContaining({ msg: 'slow request', method: 'GET', route: '/esign/:token', statusCode: 200 })]);
  expect(entries[0].ms).toBeGreaterThanOrEqual(190);
  expect(lines.join('')).not.toMatch(/secret-token|private-search/);
});
