import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../support/databases';

/** The built portal is served with history fallback, long cache on hashed assets, compression. */
describe('serving the portal', () => {
  let t: TestApp;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  const brotli = brotliCompressSync(bigScript, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(bigScript, { level: 9 });

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>');
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    // What scripts/precompress.mjs writes beside each asset.
    writeFileSync(path.join(dir, 'assets', 'app-def456.js'), bigScript);
    writeFileSync(path.join(dir, 'assets', 'app-def456.js.br'), brotli);
    writeFileSync(path.join(dir, 'assets', 'app-def456.js.gz'), gzip);
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

  it('sends the build’s brotli and gzip copies as they are, and the plain file to a client that takes neither', async () => {
    const br = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotli)).toBe(true);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzip)).toBe(true);
    const plain = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('puts the security headers on documents and API answers, not on immutable assets', async () => {
    const asset = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'br' } });
    for (const header of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'cross-origin-opener-policy']) expect(asset.headers[header], header).toBeUndefined();
    for (const url of ['/login', '/v1/site.policy']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets a browser revalidate the document cheaply, and keep assets without asking', async () => {
    const first = await t.app.inject({ url: '/login' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await t.app.inject({ url: '/login', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const asset = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
