import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { isHashedAsset } from './portal';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Fluent UI (Griffel) inserts its style rules at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // blob: Chromium reads a picked image's preview (an object URL) when it cannot decode it
      // (seen as a console error with a file that only looks like a PNG).
      connectSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      // Only the portal itself may frame its pages: the signing dialog shows /esign in an iframe.
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets with these options. They are the same on every answer (no nonces), so
 * helmet runs once, at start-up, instead of building the policy again for every request (which
 * cost a bare route about a quarter of its throughput: `npm run bench -- api`).
 */
export function securityHeaderValues(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers (helmet's, with our policy) on documents and API answers: a CSP without inline
 * script, framing by the portal only, and the rest of helmet's defaults. Immutable hashed assets do
 * not need about 800 bytes of policy headers on every file.
 */
export default fp(
  async (app) => {
    const headers = securityHeaderValues();
    app.addHook('onRequest', (request, reply, done) => {
      if (!isHashedAsset(request.url)) reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
