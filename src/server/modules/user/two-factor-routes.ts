import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { TokenResponse } from '../../../domain/api/session';
import { TotpDisabled, TotpDisableRequest, TotpEnabled, TotpEnableRequest, TotpLoginRequest, TotpSetup, TotpSetupRequest, TotpStatus } from '../../../domain/api/two-factor';
import { doc, langQuery, responses } from '../../lib/openapi';
import type { AddressLimits } from '../../app';
import { originOf } from '../audit';
import type { Caller } from './account-security';
import { signInBudget, tokenBody } from './route-options';
import type { UserService } from './service';
import type { TwoFactor } from './two-factor';

const callerOf = (request: FastifyRequest): Caller => ({ userId: request.userId, sessionId: request.sessionId, ip: request.ip, origin: originOf(request) });

/** Two-factor sign-in: the account's settings, and the sign-in's second step. */
const twoFactorRoutes: FastifyPluginAsyncTypebox<{ twoFactor: TwoFactor; service: UserService; limits: AddressLimits }> = async (app, { twoFactor, service, limits }) => {
  const auth = { onRequest: app.authenticate };

  app.get(
    '/v1/user.totpStatus',
    { ...auth, schema: { ...doc('user', 'Whether sign-in asks for an authenticator code, since when, how many recovery codes are left, and whether the account has a password to confirm changes with'), querystring: langQuery, response: responses(TotpStatus) } },
    async (request, reply) => reply.ok(await twoFactor.status(request.userId)),
  );

  app.post(
    '/v1/user.totpSetup',
    {
      ...auth,
      schema: {
        ...doc('user', 'After the password again (an account without one: a sign-in within the last 10 minutes): a new authenticator key (QR code, otpauth address and the key as text); not on until user.totpEnable'),
        querystring: langQuery,
        body: TotpSetupRequest,
        response: responses(TotpSetup),
      },
    },
    async (request, reply) => reply.ok(await twoFactor.setup(callerOf(request), request.body.password)),
  );

  app.post(
    '/v1/user.totpEnable',
    {
      ...auth,
      schema: {
        ...doc('user', 'A first right code from the app turns two-factor sign-in on and answers ten single-use recovery codes, shown this once (audited)'),
        querystring: langQuery,
        body: TotpEnableRequest,
        response: responses(TotpEnabled),
      },
    },
    async (request, reply) => reply.ok(await twoFactor.enable(callerOf(request), request.body.code), 'twoFactor.enabled'),
  );

  app.post(
    '/v1/user.totpDisable',
    {
      ...auth,
      schema: { ...doc('user', 'Turn two-factor sign-in off, given the password (an account without one: a sign-in within the last 10 minutes) and a code from the app (audited)'), querystring: langQuery, body: TotpDisableRequest, response: responses(TotpDisabled) },
    },
    async (request, reply) => reply.ok(await twoFactor.disable(callerOf(request), request.body), 'twoFactor.disabled'),
  );

  app.post(
    '/v1/user.totpLogin',
    {
      schema: {
        ...doc('user', 'The sign-in’s second step: the challenge the password step (or a mailed sign-in link, or a social sign-in) answered and a code from the app or a recovery code (wrong codes are slowed down; per-address limit)', 'none'),
        querystring: langQuery,
        body: TotpLoginRequest,
        response: responses(TokenResponse),
      },
      config: signInBudget(limits),
    },
    async (request, reply) => {
      const outcome = await service.loginWithCode(request.body, request.ip, request.headers['x-device-id'], request.headers['user-agent']);
      if (outcome.kind !== 'session') throw new Error('the second step always ends in a session');
      return reply.ok(tokenBody(outcome));
    },
  );
};

export default twoFactorRoutes;
