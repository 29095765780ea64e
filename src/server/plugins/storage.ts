import fp from 'fastify-plugin';
import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { localStorage, type FileStorage } from '../lib/uploads/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * Uploaded files: multipart parsing, the storage, and the public folder served
 * under /uploads/ (avatars, covers). Private files (ID documents) have no URL.
 */
export default fp<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    const storage = localStorage(uploadsDir);
    await mkdir(storage.publicDir, { recursive: true });
    app.decorate('storage', storage);
    // Limits per route are tighter; this is the ceiling for any part.
    await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });
    await app.register(fastifyStatic, {
      root: storage.publicDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // File names are random and never reused.
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
    });
  },
  { name: 'storage' },
);
