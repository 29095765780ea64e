import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne } from 'drizzle-orm';
import {
  emailVerifySchema,
  loginSchema,
  passwordForgotSchema,
  passwordResetCheckSchema,
  passwordResetSchema,
  signInLinkRequestSchema,
  signInLinkSchema,
  signUpSchema,
  type PasswordContext,
} from '../../../domain/schemas/auth';
import { isCommonPassword } from './common-passwords';
import { policyForSite } from '../../../domain/limits';
import { parseSiteId } from '../../../domain/sites';
import { matchLocale } from '../../../domain/locales';
import { LangRequest } from '../../../domain/api/notifications';
import { ListOf } from '../../../domain/api/common';
import {
  EmailVerifyRequest,
  EmailVerifyResendRequest,
  LoginRequest,
  OauthUrl,
  OauthUrlQuery,
  PasswordForgotRequest,
  PasswordResetCheckRequest,
  PasswordResetRequest,
  SignInLinkLogin,
  SignInLinkRequest,
  ResetLinkCheck,
  SignUpAccepted,
  SignUpRequest,
  SnsLoginRequest,
  SnsPlatform,
  TokenResponse,
} from '../../../domain/api/session';
import { AvatarUploaded } from '../../../domain/api/author';
import { doc, langQuery, query, responses } from '../../lib/openapi';
import { withRules } from '../../lib/validate';
import { readSingleFile } from '../../lib/storage/multipart';
import { ValidationError } from '../../lib/errors';
import { bearerToken } from '../../lib/bearer-token';
import { uploads } from '../../db/schema';
import { storeImage, removeUpload } from '../../lib/storage/uploads';
import { userService } from './service';
import { socialLogin, type SnsProvider } from './social';
import { usersRepository } from './users-repository';
import { emailLinks } from './email-links';
import { sessionsRepository } from './sessions-repository';
import type { AddressLimits } from '../../app';

/** Sign-in, registration entry, email verification, password reset and sign-out. */
const userRoutes: FastifyPluginAsyncTypebox<{ sessionTtlDays: number; snsProviders: SnsProvider[]; limits: AddressLimits; publicUrl: string }> = async (
  app,
  { sessionTtlDays, snsProviders, limits, publicUrl },
) => {
  const signIns = { rateLimit: { max: limits.signInsPer15Minutes, timeWindow: 15 * 60_000 } };
  const loginRules = withRules(loginSchema);
  const passwordContext = { isCommonPassword } satisfies PasswordContext;
  const signUpRules = withRules(signUpSchema, passwordContext);
  const forgotRules = withRules(passwordForgotSchema);
  const verifyRules = withRules(emailVerifySchema);
  const resetRules = withRules(passwordResetSchema, passwordContext);
  const signInLinkRequestRules = withRules(signInLinkRequestSchema);
  const signInLinkRules = withRules(signInLinkSchema);
  const resetCheckRules = withRules(passwordResetCheckSchema);
  const mailRequests = { rateLimit: { max: limits.mailRequestsPerHour, timeWindow: 60 * 60_000 } };
  const links = emailLinks(app.db, publicUrl);
  const service = userService(app.db, sessionTtlDays, limits.failedSignInsPer15Minutes);
  const social = socialLogin(app.db, snsProviders);
  const users = usersRepository(app.db);
  const sessions = sessionsRepository(app.db);
  const tokenBody = ({ token, expiresAt }: { token: string; expiresAt: Date }) => ({ token, expires_at: expiresAt.toISOString() });

  app.post(
    '/v1/user.email_login',
    {
      schema: { ...doc('user', 'Sign in with email and password (slowed down after failures; per-address limit)', 'none'), querystring: langQuery, body: LoginRequest, response: responses(TokenResponse) },
      preHandler: loginRules.preHandler,
      config: { ...loginRules.config, ...signIns },
    },
    async (request, reply) =>
      reply.ok(tokenBody(await service.login({ email: request.body.email!, password: request.body.password! }, request.ip, request.headers['x-device-id']))),
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
        response: responses(TokenResponse),
      },
      preHandler: signInLinkRules.preHandler,
      config: { ...signInLinkRules.config, ...signIns },
    },
    async (request, reply) => reply.ok(tokenBody(await service.signInWithLink(request.body.token!, request.ip, request.headers['x-device-id'], links))),
  );

  app.post(
    '/v1/user.upload_avatar',
    {
      onRequest: app.authenticate,
      schema: {
        ...doc('user', 'Upload an avatar (multipart field "file"): an image of at most 100 KB (50 KB on some sites), re-encoded'),
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: responses(AvatarUploaded),
      },
    },
    async (request, reply) => {
      const user = await users.findById(request.userId);
      const maxBytes = policyForSite(user?.fromSite).imageMaxBytes;
      const file = await readSingleFile(request, maxBytes);
      const { row, key } = await storeImage(app.db, app.storage, request.userId, 'avatar', file, maxBytes);
      const avatar = app.storage.urlFor(key);
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
      await users.touchLogin(userId);
      return reply.ok(tokenBody(await sessions.create(userId, sessionTtlDays)));
    },
  );

  app.post(
    '/v1/user.setLang',
    { onRequest: app.authenticate, schema: { ...doc('user', 'The interface language the author chose: notices and mails are written in it'), querystring: langQuery, body: LangRequest, response: responses() } },
    async (request, reply) => {
      const locale = matchLocale(request.body.lang);
      if (!locale) throw new ValidationError({ lang: { id: 'validation.invalid' } });
      await users.setLang(request.userId, locale);
      return reply.ok(undefined);
    },
  );

  app.post('/user/logout', { schema: { ...doc('user', 'Revoke the current token', 'none'), querystring: langQuery, response: responses() } }, async (request, reply) => {
    const token = bearerToken(request);
    if (token) await service.logout(token);
    return reply.ok(undefined, 'auth.logout.done');
  });
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

export default userRoutes;
