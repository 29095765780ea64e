import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseSiteId } from '../../../domain/sites';
import { ListOf } from '../../../domain/api/common';
import { OauthUrl, OauthUrlQuery, SnsLoginRequest, SnsPlatform } from '../../../domain/api/session';
import { LoginAnswer } from '../../../domain/api/two-factor';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { ValidationError } from '../../lib/errors';
import type { AddressLimits } from '../../app';
import type { SocialLogin } from './social';
import type { UserService } from './service';
import { loginBody, signInBudget } from './route-options';

interface SocialRouteOptions {
  social: SocialLogin;
  /** decides, as for the password, between a session and the second factor's challenge */
  service: UserService;
  limits: AddressLimits;
}

/** Social sign-in: the platforms, the start (the platform's authorisation URL) and the finish. */
const socialRoutes: FastifyPluginAsyncTypebox<SocialRouteOptions> = async (app, { social, service, limits }) => {
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
        ...doc(
          'user',
          'Finish a social sign-in (sns_platform, code, state, callback, from_site; per-address limit): a session, or, with two-factor sign-in on, the challenge of the second step (user.totpLogin), as user.email_login answers',
          'none',
        ),
        querystring: langQuery,
        body: SnsLoginRequest,
        response: responses(LoginAnswer),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = await social.signIn(
        { sns_platform: body.sns_platform, code: body.code, state: body.state, callback: callbackUrl(body.callback), iss: body.iss, from_site: parseSiteId(body.from_site) },
        request.locale,
      );
      return reply.ok(loginBody(await service.signInWithPlatform(userId, request.ip, request.headers['x-device-id'], request.headers['user-agent'])));
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
