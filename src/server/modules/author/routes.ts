import type { FastifyPluginAsync } from 'fastify';
import { AUTHOR_STATUS_NONE } from '../../../domain/status';
import type { UserInfo } from '../../../domain/api-types';
import { bearer, langQuery, responses } from '../../lib/openapi';
import { unauthorized } from '../../lib/errors';
import { usersRepository } from '../user/users-repository';

const userInfo = {
  type: 'object',
  properties: {
    author_status: { type: 'integer', description: '1: signed-up author (full menu); anything else: dashboard and contact only' },
    author_name: { type: ['string', 'null'] },
    avatar: { type: ['string', 'null'] },
    email: { type: 'string' },
    from_site: { type: ['integer', 'null'] },
    lang: { type: 'string' },
  },
  required: ['author_status', 'author_name', 'avatar', 'email', 'from_site', 'lang'],
};

const authorRoutes: FastifyPluginAsync = async (app) => {
  const users = usersRepository(app.db);

  app.get(
    '/v1/author.info',
    {
      preHandler: app.authenticate,
      schema: { tags: ['author'], summary: 'The signed-in user (spec: User info response)', querystring: langQuery, security: bearer, response: responses(userInfo) },
    },
    async (request, reply) => {
      const row = await users.withAuthor(request.userId);
      if (!row) throw unauthorized();
      const info: UserInfo = {
        author_status: row.author?.status ?? AUTHOR_STATUS_NONE,
        author_name: row.author?.penName ?? null,
        avatar: row.author?.avatarUrl ?? null,
        email: row.user.email,
        from_site: row.user.fromSite,
        lang: row.user.lang,
      };
      return reply.ok(info);
    },
  );
};

export default authorRoutes;
