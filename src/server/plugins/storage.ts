import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import Type from 'typebox';
import { PRIVATE_PREFIX, PUBLIC_PREFIX, type Storage } from '../lib/storage/storage';
import { SAFE_KEY, verifyPrivate } from '../lib/storage/drivers';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const KeyParams = Type.Object({ '*': Type.String({ maxLength: 200 }) });
const SignedQuery = Type.Object({ expires: Type.Optional(Type.String({ maxLength: 20 })), sig: Type.Optional(Type.String({ maxLength: 100 })) });

/**
 * Uploaded files over HTTP: multipart parsing, public files under /uploads/ read from the
 * storage (so every instance serves what any instance stored, whichever driver), and the local
 * driver's signed links to private files under /files/private/.
 */
export default fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
    // Limits per route are tighter; this is the ceiling for any part.
    await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });

    const send = async (visibility: 'public' | 'private', key: string, reply: import('fastify').FastifyReply, cache: string) => {
      const object = SAFE_KEY.test(key) ? await storage.read(visibility, key) : null;
      if (!object) return reply.code(404).type('text/plain').send('Not Found');
      return reply.type(object.contentType).header('cache-control', cache).header('x-content-type-options', 'nosniff').send(object.data);
    };

    app.get(
      `${PUBLIC_PREFIX}*`,
      { schema: { hide: true, params: KeyParams } },
      // File names are random and never reused.
      async (request, reply) => send('public', (request.params as { '*': string })['*'], reply, 'public, max-age=31536000, immutable'),
    );
    app.get(
      `${PRIVATE_PREFIX}*`,
      { schema: { hide: true, params: KeyParams, querystring: SignedQuery } },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const { expires, sig } = request.query as { expires?: string; sig?: string };
        if (!sig || !verifyPrivate(storage.linkSecret, key, Number(expires), sig)) return reply.code(404).type('text/plain').send('Not Found');
        return send('private', key, reply, 'private, no-store');
      },
    );
  },
  { name: 'storage' },
);
