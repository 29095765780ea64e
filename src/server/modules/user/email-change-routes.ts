import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { EmailChangeRequest, EmailLinkRequest, EmailState } from '../../../domain/api/account-lifecycle';
import { emailChangeSchema } from '../../../domain/schemas/account-lifecycle';
import { emailVerifySchema } from '../../../domain/schemas/auth';
import { doc, langQuery, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import type { AddressLimits } from '../../app';
import { originOf } from '../audit';
import type { Caller } from './account-security';
import type { EmailChange } from './email-change';
import { mailBudget } from './route-options';

const callerOf = (request: FastifyRequest): Caller => ({ userId: request.userId, sessionId: request.sessionId, ip: request.ip, origin: originOf(request) });

/** Changing the sign-in address: the request (signed in), and the two mailed links (no sign-in needed). */
const emailChangeRoutes: FastifyPluginAsyncTypebox<{ change: EmailChange; limits: AddressLimits }> = async (app, { change, limits }) => {
  const auth = { onRequest: app.authenticate };
  const linkRules = withRules(emailVerifySchema);
  const perHour = mailBudget(limits);

  app.get(
    '/v1/user.email',
    { ...auth, schema: { ...doc('user', 'The sign-in address, and a new one waiting for its verification link to be opened'), querystring: langQuery, response: responses(EmailState) } },
    async (request, reply) => reply.ok(await change.state(request.userId)),
  );

  app.post(
    '/v1/user.emailChange',
    {
      ...auth,
      schema: {
        ...doc('user', 'Change the sign-in address, given the password: the new address is mailed a link, and the change takes effect when it is opened. An address another account uses answers 4001 on `email`'),
        querystring: langQuery,
        body: EmailChangeRequest,
        response: responses(EmailState),
      },
      config: { ...withRules(emailChangeSchema).config, ...perHour },
    },
    async (request, reply) => reply.ok(await change.request(callerOf(request), request.body), 'account.email.linkSent'),
  );

  app.post(
    '/v1/user.emailChangeConfirm',
    {
      schema: { ...doc('user', 'Open the link mailed to the new address: it becomes the sign-in address, and the old one is mailed a link to undo it for 7 days', 'none'), querystring: langQuery, body: EmailLinkRequest, response: responses() },
      preHandler: linkRules.preHandler,
      config: { ...linkRules.config, ...perHour },
    },
    async (request, reply) => {
      await change.confirm(request.body.token!);
      return reply.ok(undefined, 'account.email.changed');
    },
  );

  app.post(
    '/v1/user.emailChangeUndo',
    {
      schema: { ...doc('user', 'Open the undo link mailed to the old address: it is the sign-in address again and every session is signed out', 'none'), querystring: langQuery, body: EmailLinkRequest, response: responses() },
      preHandler: linkRules.preHandler,
      config: { ...linkRules.config, ...perHour },
    },
    async (request, reply) => {
      await change.undo(request.body.token!);
      return reply.ok(undefined, 'account.email.restored');
    },
  );
};

export default emailChangeRoutes;
