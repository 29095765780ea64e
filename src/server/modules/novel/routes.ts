import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import chapterListRoutes from './chapter-list-routes';
import ownNovelRoutes from './novel-routes';
import referenceRoutes from './reference-routes';

/** Novels: reference data, the author's list, create, edit, cover, delete, status, contest and the chapter list. */
const novelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(referenceRoutes);
  await app.register(ownNovelRoutes);
  await app.register(chapterListRoutes);
};

export default novelRoutes;
