import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorIntroSchema } from '../../../domain/schemas/author';
import { AuthorIntroRequest, AuthorIntroState, AuthorIntroSubmitted } from '../../../domain/api/author';
import { doc, langQuery, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import { introState, modifyIntro } from './service';

/** The author intro: what is shown and under review, and a new version to review. */
const introRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { onRequest: app.authenticate };
  const author = (summary: string) => ({ ...doc('author', summary), querystring: langQuery });

  app.get(
    '/v1/author.getAuthorIntro',
    { ...auth, schema: { ...author('The author intro: the approved text and the latest version with its review state'), response: responses(AuthorIntroState) } },
    async (request, reply) => reply.ok(await introState(app.db, request.userId)),
  );

  app.post(
    '/v1/author.introModify',
    {
      ...auth,
      schema: { ...author('Submit a new intro (20–400 words) for review'), body: AuthorIntroRequest, response: responses(AuthorIntroSubmitted) },
      ...withRules(authorIntroSchema),
    },
    async (request, reply) => {
      const result = await modifyIntro(app.db, request.userId, request.body);
      return reply.ok(result, result.status === 'vetting_failed' ? 'author.intro.vettingFailed' : 'author.intro.sent');
    },
  );
};

export default introRoutes;
