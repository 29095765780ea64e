import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { isHashedAsset } from './portal';

/**
 * Security headers (helmet) on documents and API answers: a CSP without inline script, framing by
 * the portal only, and the rest of helmet's defaults. Not on immutable hashed assets.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
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
      // Applied below to documents and API answers only: immutable hashed assets do not need about
      // 800 bytes of policy headers on every file.
      global: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!isHashedAsset(request.url)) await reply.helmet();
    });
  },
  { name: 'security-headers' },
);
