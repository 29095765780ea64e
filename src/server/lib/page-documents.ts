import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCookie } from 'cookie';
import Negotiator from 'negotiator';
import { matchPath } from 'react-router';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '../../domain/locales';
import { AUTHOR_TOKEN_COOKIE, LANG_COOKIE, SITE_COOKIE } from '../../domain/session';
import { isMobileUserAgent } from '../../domain/devices';
import { parseSiteId } from '../../domain/sites';

/** What scripts/prerender.mjs writes into `pages.json`. */
interface PageRoute {
  path: string;
  files: string[];
  css: string[];
  catalogs: Record<string, string[]>;
  /** the name of its prerendered documents (`pages/<name>.<lang>.html`), for a public page */
  prerendered?: string;
}

/** The app's shell with a page's preloads, its ETag, and its compressed bytes once made. */
export interface ShellDocument {
  html: string;
  etag: string;
  encoded: Partial<Record<DocumentEncoding, Buffer>>;
}

/** The document a page is answered with: a file of the build, or the app's shell with the page's preloads. */
export type PageDocument = { file: string } | ShellDocument;

export type DocumentEncoding = 'br' | 'gzip';

/**
 * A shell document's bytes in the encoding the browser prefers of brotli and gzip, made once per
 * document and kept with it: the shell carries the loading screen's theme (about 46 KB, 7 KB in
 * brotli-11), and Fastify's compression does not reach answers of the not-found handler that serves it.
 */
export function encodeDocument(page: ShellDocument, acceptEncoding: string | undefined): { body: Buffer | string; encoding?: DocumentEncoding } {
  // Brotli whenever the browser takes it (smaller), whatever order it lists them in.
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encodings(['br', 'gzip']);
  const encoding = (['br', 'gzip'] as const).find((e) => accepted.includes(e));
  if (!encoding) return { body: page.html };
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html) } })
      : gzipSync(page.html, { level: 9 });
  return { body: page.encoded[encoding]!, encoding };
}

export interface DocumentRequest {
  url: string;
  headers: { cookie?: string; 'accept-language'?: string; 'user-agent'?: string };
}

/**
 * The document of a page, in one round trip: the browser is told, in the document itself, every
 * chunk, style and catalog the page's first paint needs (modulepreload), so they load beside the
 * entry instead of after it has run. A signed-out visitor of the default brand opening a public
 * page gets it prerendered in their language. Built by `npm run build`; without `pages.json` (an
 * older build) every page gets index.html as it is.
 */
export function pageDocuments(clientDir: string) {
  const manifest = path.join(clientDir, 'pages.json');
  const shell = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  if (!existsSync(manifest)) return (): PageDocument => ({ file: 'index.html' });
  const { routes, mobile, loading = {}, brands = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    routes: PageRoute[];
    mobile?: PageRoute;
    /** per language, the loading screen's styles and markup (the default brand's) */
    loading?: Record<string, { head: string; body: string }>;
    /** per site id with a brand of its own, the files of that brand (the portal loads it before its first render) */
    brands?: Record<string, string[]>;
  };
  const cache = new Map<string, ShellDocument>();

  /**
   * The shell with the page's preloads (the site's brand among them) and, for the default brand, the
   * loading screen it paints until the portal runs.
   */
  const withPreloads = (route: PageRoute, locale: Locale, site: number | undefined, defaultBrand: boolean): PageDocument => {
    const key = `${route.path} ${locale} ${site} ${defaultBrand}`;
    let page = cache.get(key);
    if (!page) {
      const files = [...route.files, ...(route.catalogs[locale] ?? []), ...(site !== undefined ? (brands[site] ?? []) : [])];
      const links = [
        ...route.css.map((f) => `<link rel="stylesheet" href="/${f}">`),
        ...[...new Set(files)].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join('');
      const placeholder = defaultBrand ? loading[locale] : undefined;
      const html = shell
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace('</head>', `${links}${placeholder?.head ?? ''}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${placeholder?.body ?? ''}</div>`);
      page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, encoded: {} };
      cache.set(key, page);
    }
    return page;
  };

  return (request: DocumentRequest): PageDocument => {
    const pathname = request.url.split('?')[0];
    const cookies = parseCookie(request.headers.cookie ?? '');
    const locale = languageOf(cookies[LANG_COOKIE], request.headers['accept-language']);
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    // The site comes from the address, else from its cookie (lib/boot.ts reads them so, and keeps it).
    const site = parseSiteId(query.get('site')) ?? parseSiteId(cookies[SITE_COOKIE]);
    const defaultBrand = !cookies[SITE_COOKIE] && site === undefined;
    // A phone gets the notice that takes it to the mobile author login, whatever the page (main.tsx).
    if (mobile?.prerendered && isMobileUserAgent(request.headers['user-agent'])) {
      return defaultBrand ? { file: `pages/${mobile.prerendered}.${locale}.html` } : withPreloads(mobile, locale, site, false);
    }
    const route = routes.find((r) => matchPath(r.path, pathname));
    if (!route) return { file: 'index.html' };
    // The prerendered page is what a signed-out visitor of the default brand sees first; a query
    // other than where to go after signing in (sign-up mode, a social sign-in's return) shows more.
    const asRendered = [...query.keys()].every((key) => key === 'redirect');
    if (route.prerendered && asRendered && defaultBrand && !cookies[AUTHOR_TOKEN_COOKIE]) {
      return { file: `pages/${route.prerendered}.${locale}.html` };
    }
    return withPreloads(route, locale, site, defaultBrand);
  };
}

/** The language the portal will start in (lib/boot.ts): the chosen one's cookie, else the browser's. */
export function languageOf(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = matchLocale(cookie);
  if (chosen) return chosen;
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages();
  return matchLocale(preferred[0]) ?? DEFAULT_LOCALE;
}
