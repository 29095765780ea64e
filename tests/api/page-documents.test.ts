import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../support/databases';
import { AUTHOR_TOKEN_COOKIE, LANG_COOKIE, SITE_COOKIE } from '../../src/domain/session';
import { languageOf } from '../../src/server/lib/page-documents';

/**
 * A page's document (what scripts/prerender.mjs writes, served by plugins/portal.ts): the public
 * pages prerendered in the visitor's language, every other page the shell with its preloads.
 */
describe('page documents', () => {
  let t: TestApp;
  const shell = '<!doctype html><html lang="en"><head><title>Writers’ Center</title></head><body><div id="root"></div></body></html>';
  const catalogs = (file: string) => Object.fromEntries(['en', 'de', 'th'].map((l) => [l, [`assets/${l}.${file}.js`]]));

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wc-pages-'));
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(path.join(dir, 'index.html'), shell);
    for (const lang of ['en', 'de', 'th']) {
      writeFileSync(path.join(dir, 'pages', `login.${lang}.html`), `<h1>login in ${lang}</h1>`);
      writeFileSync(path.join(dir, 'pages', `mobile-notice.${lang}.html`), `<h1>phone notice in ${lang}</h1>`);
    }
    const routes = [
      { path: '/login', files: ['assets/LoginPage-1.js'], css: [], catalogs: catalogs('auth'), prerendered: 'login' },
      { path: '/mywork/manageworks/:original_book_id', files: ['assets/ManageWorkPage-2.js', 'assets/PortalLayout-3.js'], css: ['assets/ManageWorkPage-2.css'], catalogs: catalogs('chapters') },
    ];
    const mobile = { path: '*', files: ['assets/DeviceNotice-4.js'], css: [], catalogs: catalogs('devices'), prerendered: 'mobile-notice' };
    const loading = Object.fromEntries(['en', 'de', 'th'].map((l) => [l, { head: `<style>.loading-${l}{}</style>`, body: `<p>loading in ${l}</p>` }]));
    const brands = { 503: ['assets/fablewind-5.js'], 507: ['assets/goldspire-6.js', 'assets/bright-ramp-7.js'] };
    writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ locales: ['en', 'de', 'th'], routes, mobile, loading, brands }));
    t = await buildTestApp('pglite', { clientDir: dir });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('answers /login prerendered in the language chosen (cookie), else the browser’s', async () => {
    expect((await get('/login', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).body).toBe('<h1>login in de</h1>');
    expect((await get('/login', { cookie: `${LANG_COOKIE}=th`, 'accept-language': 'de-DE' })).body).toBe('<h1>login in th</h1>');
    expect((await get('/login', { 'accept-language': 'ko-KR' })).body).toBe('<h1>login in en</h1>');
    expect((await get('/login?redirect=%2Fmywork')).body).toBe('<h1>login in en</h1>');
    const res = await get('/login');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/);
    expect(String(res.headers.vary)).toMatch(/accept-language/);
  });

  it('sends the shell, not the default brand’s sign-in, to a signed-in author, another brand’s visitor or a sign-up', async () => {
    for (const [url, cookie] of [
      ['/login', `${AUTHOR_TOKEN_COOKIE}=abc`],
      ['/login', `${SITE_COOKIE}=512`],
      ['/login?mode=signup', ''],
    ]) {
      const res = await get(url, { cookie });
      expect(res.body, `${url} ${cookie}`).not.toContain('login in');
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">');
    }
  });

  it('names a page’s chunks, styles and catalogs in its language in the document, and revalidates it', async () => {
    const res = await get('/mywork/manageworks/12', { cookie: `${LANG_COOKIE}=de` });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    for (const file of ['ManageWorkPage-2.js', 'PortalLayout-3.js', 'de.chapters.js']) expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/ManageWorkPage-2.css">');
    expect(res.body).not.toContain('en.chapters.js');
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
    const again = await get('/mywork/manageworks/12', { cookie: `${LANG_COOKIE}=de`, 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    const english = await get('/mywork/manageworks/12', { 'if-none-match': String(res.headers.etag) });
    expect(english.statusCode).toBe(200);
  });

  it('sends the shell compressed, brotli whenever the browser takes it, the same document as uncompressed', async () => {
    const page = '/mywork/manageworks/12';
    const plain = await get(page);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/);
    const br = await get(page, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(page, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await get(page, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    // Made once: the same bytes the second time.
    expect((await get(page, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('puts the loading screen in the language chosen into a default-brand page’s shell, and none into another brand’s', async () => {
    const german = await get('/mywork/manageworks/12', { cookie: `${LANG_COOKIE}=de; ${AUTHOR_TOKEN_COOKIE}=abc` });
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain('<div id="root"><p>loading in de</p></div>');
    expect(german.body.indexOf('<style>.loading-de{}</style>')).toBeLessThan(german.body.indexOf('</head>'));
    const thai = await get('/mywork/manageworks/12', { 'accept-language': 'th-TH' });
    expect(thai.body).toContain('<p>loading in th</p>');
    expect(thai.headers.etag).not.toBe(german.headers.etag);
    const otherBrand = await get('/mywork/manageworks/12', { cookie: `${LANG_COOKIE}=de; ${SITE_COOKIE}=512` });
    expect(otherBrand.body).toContain('<div id="root"></div>');
    expect(otherBrand.body).not.toContain('loading-de');
    // A first visit names its site in the address, before the portal has set the cookie.
    expect((await get('/mywork/manageworks/12?site=512')).body).toContain('<div id="root"></div>');
  });

  it('names the site’s brand among the preloads (from the address, else the cookie), and no brand for the default one', async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
    const page = '/mywork/manageworks/12';
    expect((await get(page, { cookie: `${SITE_COOKIE}=503` })).body).toContain(preload('assets/fablewind-5.js'));
    const gold = (await get(`${page}?site=507`)).body;
    expect(gold).toContain(preload('assets/goldspire-6.js'));
    expect(gold).toContain(preload('assets/bright-ramp-7.js'));
    expect(gold).not.toContain('fablewind');
    // The address wins over the cookie, as in the portal (lib/boot.ts).
    const both = (await get(`${page}?site=507`, { cookie: `${SITE_COOKIE}=503` })).body;
    expect(both).toContain('goldspire-6.js');
    expect(both).not.toContain('fablewind');
    for (const body of [(await get(page)).body, (await get(page, { cookie: `${SITE_COOKIE}=512` })).body, (await get('/login', { cookie: `${SITE_COOKIE}=503` })).body]) {
      expect(body).not.toMatch(/goldspire|bright-ramp/);
    }
    expect((await get('/login', { cookie: `${SITE_COOKIE}=503` })).body).toContain(preload('assets/fablewind-5.js'));
  });

  it('answers a phone, on any page, with the notice that takes it to the mobile login', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
    for (const url of ['/login', '/dashboard', '/mywork/manageworks/3']) {
      expect((await get(url, { 'user-agent': phone, 'accept-language': 'th-TH' })).body, url).toBe('<h1>phone notice in th</h1>');
    }
    const otherBrand = await get('/login', { 'user-agent': phone, cookie: `${SITE_COOKIE}=512` });
    expect(otherBrand.body).toContain('<link rel="modulepreload" crossorigin href="/assets/DeviceNotice-4.js">');
    expect((await get('/login?site=512', { 'user-agent': phone })).body).toContain('<link rel="modulepreload" crossorigin href="/assets/DeviceNotice-4.js">');
    expect(String(otherBrand.headers.vary)).toMatch(/user-agent/);
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    expect((await get('/login', { 'user-agent': desktop })).body).toBe('<h1>login in en</h1>');
  });

  it('answers a path no route knows with the shell as it is', async () => {
    const res = await get('/no/such/page');
    expect(res.body).toBe(shell);
  });

  it('reads the language the way the portal starts in it', () => {
    expect(languageOf('fil', 'de')).toBe('fil');
    expect(languageOf('klingon', 'pt-BR,pt;q=0.9')).toBe('pt');
    expect(languageOf(undefined, 'zh-CN')).toBe('zh');
    expect(languageOf(undefined, 'en-US;q=0.5,vi;q=0.9')).toBe('vi');
    expect(languageOf(undefined, undefined)).toBe('en');
  });
});
