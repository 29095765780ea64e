import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/server/app';
import { httpOptions } from '../../src/server/http-options';
import { buildTestApp, type TestApp } from '../support/databases';
import { apiClient } from '../support/api-client';
import { translate } from '../../src/server/lib/i18n';

/** What Node's HTTP parser and sockets do, which `inject` never reaches: a real server on loopback. */
describe('the API edge over real HTTP', () => {
  let testApp: TestApp;
  let server: FastifyInstance;
  let base: URL;

  beforeAll(async () => {
    testApp = await buildTestApp('pglite');
    server = Fastify({ ...httpOptions(), logger: false });
    await server.register(app, { database: testApp.database, uploadsDir: testApp.uploadsDir });
    base = new URL(await server.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await server?.close();
    await testApp?.close();
  });

  const request = (options: http.RequestOptions, body?: Buffer | string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; port: number }>((resolve, reject) => {
      const req = http.request({ host: base.hostname, port: base.port, ...options }, (res) => {
        let text = '';
        const port = res.socket.localPort!;
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text, port }));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timed out')));
      req.on('error', reject);
      req.end(body);
    });

  it('answers a request line over the header limit with the envelope, translated', async () => {
    const res = await request({ path: `/v1/author.info?lang=de&pad=${'x'.repeat(20_000)}` });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ code: 4001, desc: translate('de', 'error.headersTooLarge') });
    expect(JSON.parse(res.body).desc).toContain('Header');
  });

  it('closes a keep-alive connection after refusing an upload far over the limit, so the client is not left waiting', async () => {
    const token = await apiClient(() => server).signUp('edge@example.test');
    const boundary = 'edge-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.alloc(400 * 1024, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const res = await request(
      { method: 'POST', path: '/v1/user.upload_avatar?lang=es', agent, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': payload.length } },
      payload,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe(4013);
    expect(res.headers.connection).toBe('close');
    // The next request on the same agent goes on a fresh connection (not the closed one) and is answered.
    const next = await request({ path: '/v1/site.policy', agent });
    expect(next.status).toBe(200);
    expect(next.port).not.toBe(res.port);
    agent.destroy();
  });
});
