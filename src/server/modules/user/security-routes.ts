import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PasswordChanged, PasswordChangeRequest, SessionList, SessionRevokeRequest, SessionsRevoked } from '../../../domain/api/account';
import { passwordChangeSchema } from '../../../domain/schemas/auth';
import { doc, langQuery, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import { originOf } from '../audit';
import type { AccountSecurity, Caller } from './account-security';
import { passwordContext } from './route-options';

const callerOf = (request: FastifyRequest): Caller => ({ userId: request.userId, sessionId: request.sessionId, ip: request.ip, origin: originOf(request) });

/** The account's own security settings: its password, and the sessions signed in to it. */
const securityRoutes: FastifyPluginAsyncTypebox<{ security: AccountSecurity }> = async (app, { security }) => {
  const auth = { onRequest: app.authenticate };
  const changeRules = withRules(passwordChangeSchema, passwordContext);

  app.post(
    '/v1/user.passwordChange',
    {
      ...auth,
      schema: {
        ...doc('user', 'Change the password, given the current one (a wrong one is slowed down as a failed sign-in): every other session is signed out, the address is mailed, the change audited'),
        querystring: langQuery,
        body: PasswordChangeRequest,
        response: responses(PasswordChanged),
      },
      // The rules run in the service, beside the current password's check, so one answer names every wrong field;
      // declared here too, so an answer to a body the edge schema refuses names them as well.
      config: changeRules.config,
    },
    async (request, reply) => reply.ok(await security.changePassword(callerOf(request), request.body), 'account.password.changed'),
  );

  app.get(
    '/v1/user.sessions',
    { ...auth, schema: { ...doc('user', 'The sessions signed in to the account: device, system and browser, first and last seen, the current one marked'), querystring: langQuery, response: responses(SessionList) } },
    async (request, reply) => reply.ok({ list: await security.sessions(callerOf(request)) }),
  );

  app.post(
    '/v1/user.sessionRevoke',
    {
      ...auth,
      schema: {
        ...doc('user', 'Sign out one session of the account (by id; another account’s answers 4004) or every other one; their live streams end at once'),
        querystring: langQuery,
        body: SessionRevokeRequest,
        response: responses(SessionsRevoked),
      },
    },
    async (request, reply) => {
      const revoked = await security.revokeSessions(callerOf(request), request.body);
      return reply.ok(revoked, 'account.sessions.revoked', { count: revoked.signed_out });
    },
  );
};

export default securityRoutes;
