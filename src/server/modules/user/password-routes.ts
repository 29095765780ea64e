import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loginSchema, signUpSchema } from '../../../domain/schemas/auth';
import { parseSiteId } from '../../../domain/sites';
import { LoginRequest, SignUpAccepted, SignUpRequest } from '../../../domain/api/session';
import { LoginAnswer } from '../../../domain/api/two-factor';
import { doc, langQuery, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import type { AddressLimits } from '../../app';
import type { EmailLinks } from './email-links';
import type { UserService } from './service';
import { loginBody, passwordContext, signInBudget } from './route-options';

/** Sign-in with email and password, and sign-up. */
const passwordRoutes: FastifyPluginAsyncTypebox<{ service: UserService; links: EmailLinks; limits: AddressLimits }> = async (app, { service, links, limits }) => {
  const loginRules = withRules(loginSchema);
  const signUpRules = withRules(signUpSchema, passwordContext);
  const signIns = signInBudget(limits);

  app.post(
    '/v1/user.email_login',
    {
      schema: {
        ...doc('user', 'Sign in with email and password (slowed down after failures; per-address limit); with two-factor sign-in on, answers the challenge of the second step (user.totpLogin) instead of a session', 'none'),
        querystring: langQuery,
        body: LoginRequest,
        response: responses(LoginAnswer),
      },
      preHandler: loginRules.preHandler,
      config: { ...loginRules.config, ...signIns },
    },
    async (request, reply) =>
      reply.ok(loginBody(await service.login({ email: request.body.email!, password: request.body.password! }, request.ip, request.headers['x-device-id'], request.headers['user-agent']))),
  );

  app.post(
    '/v1/user.email_register',
    {
      schema: {
        ...doc('user', 'Create an account and mail its verification link; an address that already has an account is mailed instead, with the same answer (per-address limit)', 'none'),
        querystring: langQuery,
        body: SignUpRequest,
        response: responses(SignUpAccepted),
      },
      preHandler: signUpRules.preHandler,
      config: { ...signUpRules.config, rateLimit: { max: limits.signUpsPerHour, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const { email, password, from_site } = request.body;
      return reply.ok(await service.signUp({ email: email!, password: password!, from_site: parseSiteId(from_site) }, request.locale, links), 'auth.signup.accepted');
    },
  );
};

export default passwordRoutes;
