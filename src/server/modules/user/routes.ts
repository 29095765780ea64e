import type { FastifyPluginAsync } from 'fastify';
import { loginSchema, signUpSchema } from '../../../domain/schemas/auth';
import { parseSiteId } from '../../../domain/sites';
import { validate } from '../../lib/validate';
import { bearer, langQuery, responses } from '../../lib/openapi';
import { bearerToken } from '../../plugins/auth';
import { userService } from './service';

const tokenData = {
  type: 'object',
  properties: { token: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
  required: ['token', 'expires_at'],
};

const credentials = {
  type: 'object',
  // Types and rules are checked by the domain's Yup schema, which names every bad field.
  properties: { email: { description: 'email address' }, password: { description: 'password' } },
};

/** Sign-in, registration entry and sign-out (spec §7). */
const userRoutes: FastifyPluginAsync<{ sessionTtlDays: number }> = async (app, { sessionTtlDays }) => {
  const service = userService(app.db, sessionTtlDays);
  const tokenBody = ({ token, expiresAt }: { token: string; expiresAt: Date }) => ({
    token,
    expires_at: expiresAt.toISOString(),
  });

  app.post(
    '/v1/user.email_login',
    {
      schema: { tags: ['user'], summary: 'Sign in with email and password', querystring: langQuery, body: credentials, response: responses(tokenData) },
    },
    async (request, reply) => {
      const input = await validate(loginSchema, request.body);
      return reply.ok(tokenBody(await service.login(input, request.ip)));
    },
  );

  app.post(
    '/v1/user.email_register',
    {
      schema: {
        tags: ['user'],
        summary: 'Create an account (the registration entry of /login) and sign in',
        querystring: langQuery,
        body: { type: 'object', properties: { ...credentials.properties, from_site: { description: 'site id 500-566 (number or numeric string)' } } },
        response: responses(tokenData),
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const input = await validate(signUpSchema, { ...body, from_site: parseSiteId(body.from_site) });
      return reply.ok(tokenBody(await service.signUp(input, request.locale)));
    },
  );

  app.post(
    '/user/logout',
    { schema: { tags: ['user'], summary: 'Revoke the current token', querystring: langQuery, security: bearer, response: responses() } },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await service.logout(token);
      return reply.ok(undefined, 'auth.logout.done');
    },
  );
};

export default userRoutes;
