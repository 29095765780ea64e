import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiCode } from '../../domain/errors';
import { encodeDocument, pageDocuments } from '../lib/page-documents';

const API_PREFIXES = ['/v1/', '/admin/', '/user/'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/** Hashed build output: immutable, so it needs neither revalidation nor the documents' security headers. */
export const isHashedAsset = (url: string) => url.startsWith('/assets/');

/**
 * Serves the built portal: hashed assets with a year's cache (precompressed at build time), and
 * for every other GET the page's document, never cached: prerendered or the shell with the page's
 * preloads (lib/page-documents). Unknown API paths
 * answer 4004 in the envelope.
 */
export default fp<{ clientDir?: string; serveSourceMaps?: boolean }>(
  async (app, { clientDir, serveSourceMaps = false }) => {
    const hasClient = !!clientDir && existsSync(path.join(clientDir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        // The build's brotli-11 and gzip copies (scripts/precompress.mjs), sent as they are.
        preCompressed: true,
        // Source maps are built (for error reports) but served only when asked for.
        allowedPath: (pathName) => serveSourceMaps || !pathName.endsWith('.map'),
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const documentOf = hasClient ? pageDocuments(clientDir) : undefined;
    if (!hasClient) {
      app.log.warn({ clientDir }, 'built portal not found: serving the API only (run `npm run build`)');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0];
      if (hasClient && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url)) {
        // A missing asset is a real 404, not the app shell.
        if (/\.[a-z0-9]+$/i.test(url)) return reply.code(404).type('text/plain').send('Not found');
        reply.header('cache-control', 'no-cache');
        // The document depends on the language, site and sign-in cookies, the browser's languages and whether it is a phone's.
        reply.header('vary', 'cookie, accept-language, user-agent, accept-encoding');
        const page = documentOf!(request);
        if ('file' in page) return reply.sendFile(page.file);
        reply.header('etag', page.etag);
        if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
        const { body, encoding } = encodeDocument(page, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type('text/html; charset=utf-8').send(body);
      }
      return reply.status(404).send({
        code: ApiCode.NotFound,
        desc: request.t('error.routeNotFound', { method: request.method, path: url }),
      });
    });
  },
  { name: 'portal', dependencies: ['i18n'] },
);
