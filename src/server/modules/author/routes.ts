import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import accountRoutes from './account-routes';
import introRoutes from './intro-routes';
import privateDataRoutes from './private-data-routes';

/** The author's own account: info, registration, profile, intro, ID photo and audit trail. */
const authorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(accountRoutes);
  await app.register(introRoutes);
  await app.register(privateDataRoutes);
};

export default authorRoutes;
