import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emailVerifySchema } from '../../../domain/schemas/auth';
import { EmailVerifyRequest, EmailVerifyResendRequest } from '../../../domain/api/session';
import { doc, langQuery, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import type { AddressLimits } from '../../app';
import type { EmailLinks } from './email-links';
import { mailBudget } from './route-options';

/** Verifying the account's address: opening the mailed link, and mailing a new one. */
const verificationRoutes: FastifyPluginAsyncTypebox<{ links: EmailLinks; limits: AddressLimits }> = async (app, { links, limits }) => {
  const verifyRules = withRules(emailVerifySchema);
  const mailRequests = mailBudget(limits);

  app.post(
    '/v1/user.email_verify',
    {
      schema: { ...doc('user', 'Verify the account’s email with the single-use link’s token (no sign-in needed)', 'none'), querystring: langQuery, body: EmailVerifyRequest, response: responses() },
      preHandler: verifyRules.preHandler,
      config: { ...verifyRules.config, ...mailRequests },
    },
    async (request, reply) => {
      await links.verify(request.body.token!);
      return reply.ok(undefined, 'auth.verify.done');
    },
  );

  app.post(
    '/v1/user.email_verify_resend',
    {
      onRequest: app.authenticate,
      schema: { ...doc('user', 'Mail a new verification link (older ones stop working)'), querystring: langQuery, body: EmailVerifyResendRequest, response: responses() },
      config: mailRequests,
    },
    async (request, reply) => reply.ok(undefined, (await links.resend(request.userId)) ? 'auth.verify.sent' : 'auth.verify.already'),
  );
};

export default verificationRoutes;
