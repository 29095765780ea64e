import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import calendarRoutes from './calendar-routes';
import editorRoutes from './editor-routes';
import firstPaidRoutes from './first-paid-routes';
import historyRoutes from './history-routes';

/** Chapters: the editor's read and saves, history, deletion, the first paid chapter and the writing calendar. */
const chapterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(editorRoutes);
  await app.register(historyRoutes);
  await app.register(firstPaidRoutes);
  await app.register(calendarRoutes);
};

export default chapterRoutes;
