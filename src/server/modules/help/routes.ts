import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { HelpArticle, HelpFeedbackRequest, HelpIndex, HelpSearchQuery, HelpSearchResult } from '../../../domain/api/help';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { helpService } from './service';

/** The help center (/helpCenter): articles in the author's language, search and "was this helpful?". */
const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = helpService(app.db);
  const auth = { onRequest: app.authenticate };
  const help = (summary: string) => doc('help', summary);

  app.get('/v1/help.list', { ...auth, schema: { ...help('Every article in the asked language (English where it has none, marked), by category and order'), querystring: langQuery, response: responses(HelpIndex) } }, async (request, reply) =>
    reply.ok(await service.list(request.locale)),
  );

  app.get(
    '/v1/help.get',
    { ...auth, schema: { ...help('One article: its Markdown, the screens it explains and the author’s own “was this helpful?”'), querystring: query({ slug: Type.String({ maxLength: 80, pattern: '^[a-z0-9-]+$', examples: ['payee'] }) }), response: responses(HelpArticle) } },
    async (request, reply) => reply.ok(await service.get(request.userId, request.query.slug, request.locale)),
  );

  app.get(
    '/v1/help.search',
    { ...auth, schema: { ...help('Search the articles in the asked language (words cut per language, so Thai and Chinese work; accents folded; prefixes and small typos match)'), querystring: query(HelpSearchQuery), response: responses(HelpSearchResult) } },
    async (request, reply) => reply.ok(await service.search(request.query.q, request.locale)),
  );

  app.post('/v1/help.feedback', { ...auth, schema: { ...help('Was this article helpful? One answer per author, changeable'), querystring: langQuery, body: HelpFeedbackRequest, response: responses() } }, async (request, reply) => {
    await service.feedback(request.userId, request.body, request.locale);
    return reply.ok(undefined, 'help.feedback.thanks');
  });
};

export default helpRoutes;
