import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordForgotSchema, passwordResetCheckSchema, passwordResetSchema, signInLinkRequestSchema, signInLinkSchema } from '../../../domain/schemas/auth';
import { PasswordForgotRequest, PasswordResetCheckRequest, PasswordResetRequest, ResetLinkCheck, SignInLinkLogin, SignInLinkRequest } from '../../../domain/api/session';
import { LoginAnswer } from '../../../domain/api/two-factor';
import { doc, langQuery, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import type { AddressLimits } from '../../app';
import type { EmailLinks } from './email-links';
import type { UserService } from './service';
import { loginBody, mailBudget, passwordContext, signInBudget } from './route-options';

/** Getting back in: a password reset link and a new password, or a one-time sign-in link while sign-in is slowed down. */
const recoveryRoutes: FastifyPluginAsyncTypebox<{ service: UserService; links: EmailLinks; limits: AddressLimits }> = async (app, { service, links, limits }) => {
  const forgotRules = withRules(passwordForgotSchema);
  const resetCheckRules = withRules(passwordResetCheckSchema);
  const resetRules = withRules(passwordResetSchema, passwordContext);
  const signInLinkRequestRules = withRules(signInLinkRequestSchema);
  const signInLinkRules = withRules(signInLinkSchema);
  const signIns = signInBudget(limits);
  const mailRequests = mailBudget(limits);

  app.post(
    '/v1/user.password_forgot',
    {
      schema: {
        ...doc('user', 'Mail a single-use link (30 minutes) to choose a new password; the same answer whether or not the address has an account (per-address limit)', 'none'),
        querystring: langQuery,
        body: PasswordForgotRequest,
        response: responses(),
      },
      preHandler: forgotRules.preHandler,
      config: { ...forgotRules.config, ...mailRequests },
    },
    async (request, reply) => {
      await links.requestReset(request.body.email!);
      return reply.ok(undefined, 'auth.reset.requested');
    },
  );

  app.post(
    '/v1/user.password_reset_check',
    {
      schema: {
        ...doc('user', 'Whether a reset link’s token can still choose a password (usable, used, expired or unknown), before the page shows its form', 'none'),
        querystring: langQuery,
        body: PasswordResetCheckRequest,
        response: responses(ResetLinkCheck),
      },
      preHandler: resetCheckRules.preHandler,
      config: { ...resetCheckRules.config, ...signIns },
    },
    async (request, reply) => reply.ok({ state: await links.checkReset(request.body.token!) }),
  );

  app.post(
    '/v1/user.password_reset',
    {
      schema: {
        ...doc('user', 'Choose a new password with a reset link’s token: every session of the account is revoked', 'none'),
        querystring: langQuery,
        body: PasswordResetRequest,
        response: responses(),
      },
      preHandler: resetRules.preHandler,
      config: { ...resetRules.config, ...signIns },
    },
    async (request, reply) => {
      await links.reset(request.body.token!, request.body.password!, passwordContext);
      return reply.ok(undefined, 'auth.reset.done');
    },
  );

  app.post(
    '/v1/user.signin_link_request',
    {
      schema: {
        ...doc(
          'user',
          'While sign-in to the account is slowed down for the caller, mail its address a one-time sign-in link (15 minutes); the same answer whether or not anything was mailed (per-address limit)',
          'none',
        ),
        querystring: langQuery,
        body: SignInLinkRequest,
        response: responses(),
      },
      preHandler: signInLinkRequestRules.preHandler,
      config: { ...signInLinkRequestRules.config, ...mailRequests },
    },
    async (request, reply) => {
      await service.requestSignInLink(request.body.email!, request.ip, request.headers['x-device-id'], links);
      return reply.ok(undefined, 'auth.signInLink.requested');
    },
  );

  app.post(
    '/v1/user.signin_link',
    {
      schema: {
        ...doc('user', 'Sign in with a mailed sign-in link’s token (once; not held back by the password slow-down)', 'none'),
        querystring: langQuery,
        body: SignInLinkLogin,
        response: responses(LoginAnswer),
      },
      preHandler: signInLinkRules.preHandler,
      config: { ...signInLinkRules.config, ...signIns },
    },
    async (request, reply) => reply.ok(loginBody(await service.signInWithLink(request.body.token!, request.ip, request.headers['x-device-id'], links, request.headers['user-agent']))),
  );
};

export default recoveryRoutes;
