import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { matchLocale } from '../../../domain/locales';
import { LangRequest } from '../../../domain/api/notifications';
import { doc, langQuery, responses } from '../../lib/openapi';
import { ValidationError } from '../../lib/errors';
import { bearerToken } from '../../lib/bearer-token';
import type { UserService } from './service';
import type { UsersRepository } from './users-repository';

/** The account's interface language, and signing out. */
const accountRoutes: FastifyPluginAsyncTypebox<{ service: UserService; users: UsersRepository }> = async (app, { service, users }) => {
  app.post(
    '/v1/user.setLang',
    { onRequest: app.authenticate, schema: { ...doc('user', 'The interface language the author chose: notices and mails are written in it'), querystring: langQuery, body: LangRequest, response: responses() } },
    async (request, reply) => {
      const locale = matchLocale(request.body.lang);
      if (!locale) throw new ValidationError({ lang: { id: 'validation.invalid' } });
      await users.setLang(request.userId, locale);
      return reply.ok(undefined);
    },
  );

  app.post('/user/logout', { schema: { ...doc('user', 'Revoke the current token', 'none'), querystring: langQuery, response: responses() } }, async (request, reply) => {
    const token = bearerToken(request);
    if (token) await service.logout(token);
    return reply.ok(undefined, 'auth.logout.done');
  });
};

export default accountRoutes;
