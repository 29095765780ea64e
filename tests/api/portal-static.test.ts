import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../support/databases';

/** The built portal is served with history fallback, long cache on hashed assets, compression. */
describe('serving the portal', () => {
  let t: TestApp;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>');
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    t = await buildTestApp('pglite', { clientDir: dir });
  });
  afterAll(() => t.close());

  it('answers every portal route with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/mywork/manageworks/12', '/no/such/page?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, compressed when asked', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBeLessThan(bigScript.length);
  });

  it('does not serve source maps unless asked to (SERVE_SOURCE_MAPS=1)', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it('marks every API answer no-store: they carry tokens and personal data', async () => {
    for (const url of ['/v1/site.policy', '/v1/author.info', '/v1/nothing.here']) {
      expect((await t.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
    const account = { email: 'nostore@example.test', password: 'long-enough-password' };
    expect((await t.app.inject({ method: 'POST', url: '/v1/user.email_register', payload: account })).headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/v1/user.email_login', payload: account });
    expect(login.json().data.token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('answers a missing asset with a real 404, not the app shell', async () => {
    const res = await t.app.inject({ url: '/assets/missing-zzz.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps API paths out of the fallback, and sets a CSP without inline script', async () => {
    const api = await t.app.inject({ url: '/v1/unknown.path' });
    expect(api.json().code).toBe(4004);
    const page = await t.app.inject({ url: '/login' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Framed only by the portal itself (the signing dialog), never by another site.
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
