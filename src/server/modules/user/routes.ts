import type { FastifyPluginAsync } from 'fastify';
import { loginSchema, signUpSchema } from '../../../domain/schemas/auth';
import { parseSiteId } from '../../../domain/sites';
import { validate } from '../../lib/validate';
import { bearer, langQuery, responses } from '../../lib/openapi';
import { bearerToken } from '../../plugins/auth';
import { userService } from './service';
import { socialLogin, type SnsProvider } from './social';
import { storeImage, removeUpload } from '../author/service';
import { usersRepository } from './users-repository';
import { policyForSite } from '../../../domain/limits';
import { readSingleFile } from '../../lib/uploads/multipart';
import { ValidationError } from '../../lib/errors';
import { sessionsRepository } from './sessions-repository';
import { uploads } from '../../db/schema';
import { and, eq, ne } from 'drizzle-orm';

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
const userRoutes: FastifyPluginAsync<{ sessionTtlDays: number; snsProviders: SnsProvider[] }> = async (app, { sessionTtlDays, snsProviders }) => {
  const service = userService(app.db, sessionTtlDays);
  const social = socialLogin(app.db, snsProviders);
  const users = usersRepository(app.db);
  const sessions = sessionsRepository(app.db);
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
    '/v1/user.upload_avatar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Upload an avatar (multipart field "file"): an image of at most 100 KB (50 KB on some sites), re-encoded',
        querystring: langQuery,
        security: bearer,
        consumes: ['multipart/form-data'],
        response: responses({ type: 'object', properties: { avatar: { type: 'string' } }, required: ['avatar'] }),
      },
    },
    async (request, reply) => {
      const user = await users.findById(request.userId);
      const maxBytes = policyForSite(user?.fromSite).imageMaxBytes;
      const file = await readSingleFile(request, maxBytes);
      const { row, key } = await storeImage(app.db, app.storage, request.userId, 'avatar', file, maxBytes);
      const avatar = `/uploads/${key}`;
      const older = await app.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.ownerId, request.userId), eq(uploads.kind, 'avatar'), ne(uploads.id, row.id)));
      await users.setAvatar(request.userId, avatar);
      for (const previous of older) await removeUpload(app.db, app.storage, previous.id);
      return reply.ok({ avatar }, 'upload.succeeded');
    },
  );

  app.get(
    '/v1/user.sns',
    {
      schema: {
        tags: ['user'],
        summary: 'Social platforms this server signs in with',
        querystring: langQuery,
        response: responses({
          type: 'object',
          properties: { list: { type: 'array', items: { type: 'object', properties: { sns_platform: { type: 'string' }, name: { type: 'string' } } } } },
          required: ['list'],
        }),
      },
    },
    async (_request, reply) => reply.ok({ list: social.platforms() }),
  );

  app.get(
    '/v1/user.oauthUrl',
    {
      schema: {
        tags: ['user'],
        summary: 'Start a social sign-in: the platform’s authorisation URL (PKCE, state and nonce kept on the server)',
        querystring: {
          type: 'object',
          properties: { lang: { type: 'string' }, sns_platform: { type: 'string' }, callback: { type: 'string' }, from_site: { type: 'string' } },
        },
        response: responses({ type: 'object', properties: { url: { type: 'string' }, state: { type: 'string' } }, required: ['url', 'state'] }),
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const started = await social.authorizationUrl({
        sns_platform: query.sns_platform,
        callback: callbackUrl(query.callback),
        from_site: parseSiteId(query.from_site),
      });
      return reply.ok(started);
    },
  );

  app.post(
    '/v1/user.sns_login',
    {
      schema: {
        tags: ['user'],
        summary: 'Finish a social sign-in (spec: sns_platform, code, callback, from_site → token)',
        querystring: langQuery,
        body: {
          type: 'object',
          properties: {
            sns_platform: { type: 'string' },
            code: { type: 'string' },
            state: { type: 'string' },
            callback: { type: 'string' },
            iss: { type: 'string' },
            from_site: { description: 'site id 500-566' },
          },
        },
        response: responses(tokenData),
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const userId = await social.signIn(
        {
          sns_platform: body.sns_platform,
          code: requiredText(body.code, 'code'),
          state: requiredText(body.state, 'state'),
          callback: callbackUrl(body.callback),
          iss: typeof body.iss === 'string' ? body.iss : undefined,
          from_site: parseSiteId(body.from_site),
        },
        request.locale,
      );
      await users.touchLogin(userId);
      return reply.ok(tokenBody(await sessions.create(userId, sessionTtlDays)));
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

/** A callback must be an absolute http(s) URL; the provider checks it against the registered ones. */
function callbackUrl(value: unknown): string {
  if (typeof value === 'string') {
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // falls through to the field error
    }
  }
  throw new ValidationError({ callback: { id: 'validation.invalid' } });
}

const requiredText = (value: unknown, field: string): string => {
  if (typeof value === 'string' && value.length > 0 && value.length <= 2048) return value;
  throw new ValidationError({ [field]: { id: 'validation.invalid' } });
};

export default userRoutes;
