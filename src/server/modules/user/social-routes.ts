import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseSiteId } from '../../../domain/sites';
import { ListOf } from '../../../domain/api/common';
import { OauthUrl, OauthUrlQuery, SnsLoginRequest, SnsPlatform, TokenResponse } from '../../../domain/api/session';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { ValidationError } from '../../lib/errors';
import type { AddressLimits } from '../../app';
import type { SessionsRepository } from './sessions-repository';
import type { SocialLogin } from './social';
import type { UsersRepository } from './users-repository';
import { signInBudget, tokenBody } from './route-options';
import { checkSignInAllowed } from './account-deletion';

interface SocialRouteOptions {
  social: SocialLogin;
  users: UsersRepository;
  sessions: SessionsRepository;
  sessionTtlDays: number;
  /** the app's clock (a pending deletion refuses sign-in once its undo window has passed) */
  now: () => Date;
  limits: AddressLimits;
}

/** Social sign-in: the platforms, the start (the platform's authorisation URL) and the finish. */
const socialRoutes: FastifyPluginAsyncTypebox<SocialRouteOptions> = async (app, { social, users, sessions, sessionTtlDays, limits, now }) => {
  const signIns = signInBudget(limits);

  app.get(
    '/v1/user.sns',
    { schema: { ...doc('user', 'Social platforms this server signs in with', 'none'), querystring: langQuery, response: responses(ListOf(SnsPlatform)) } },
    async (_request, reply) => reply.ok({ list: social.platforms() }),
  );

  app.get(
    '/v1/user.oauthUrl',
    {
      config: signIns,
      schema: {
        ...doc('user', 'Start a social sign-in: the platform’s authorisation URL (PKCE, state and nonce kept on the server)', 'none'),
        querystring: query(OauthUrlQuery.properties),
        response: responses(OauthUrl),
      },
    },
    async (request, reply) => {
      const { sns_platform, callback, from_site } = request.query;
      return reply.ok(await social.authorizationUrl({ sns_platform, callback: callbackUrl(callback), from_site: parseSiteId(from_site) }));
    },
  );

  app.post(
    '/v1/user.sns_login',
    {
      config: signIns,
      schema: {
        ...doc('user', 'Finish a social sign-in (spec: sns_platform, code, callback, from_site → token)', 'none'),
        querystring: langQuery,
        body: SnsLoginRequest,
        response: responses(TokenResponse),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = await social.signIn(
        { sns_platform: body.sns_platform, code: body.code, state: body.state, callback: callbackUrl(body.callback), iss: body.iss, from_site: parseSiteId(body.from_site) },
        request.locale,
      );
      await checkSignInAllowed(app.db, userId, now());
      await users.touchLogin(userId);
      return reply.ok(tokenBody(await sessions.create(userId, sessionTtlDays, request.headers['user-agent'])));
    },
  );
};

/** A callback must be an absolute http(s) URL; the provider checks it against the registered ones. */
function callbackUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // falls through to the field error
  }
  throw new ValidationError({ callback: { id: 'validation.invalid' } });
}

export default socialRoutes;
