/** Wire types of sign-in, sign-up and the signed-in user. */
import Type, { type Static } from 'typebox';
import { PASSWORD_MAX_CHARS } from '../limits';
import { Count, IsoTime, Nullable, OneOf, Text } from './common';

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_CHARS = 254;

export const Email = Type.String({ maxLength: EMAIL_MAX_CHARS, description: 'email address', examples: ['demo@writers-center.test'] });
export const Password = Type.String({ maxLength: PASSWORD_MAX_CHARS * 4, description: 'password', examples: ['correct-horse-battery'] });

/** Fields are optional at the edge so the rules (src/domain/schemas/auth.ts) name what is missing. */
export const LoginRequest = Type.Object({ email: Type.Optional(Email), password: Type.Optional(Password) });
export type LoginRequest = Static<typeof LoginRequest>;

export const SignUpRequest = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  from_site: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999, description: 'site id 500–566 (others are ignored)', examples: [511] })),
});
export type SignUpRequest = Static<typeof SignUpRequest>;

export const TokenResponse = Type.Object({
  token: Type.String({ description: 'bearer token', examples: ['3q2+7w…'] }),
  expires_at: IsoTime('when the sign-in ends'),
});
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * POST /v1/user.email_register: the same answer whether the address is new or already has an
 * account (that address is mailed instead), so sign-up reveals nobody's account. No token: the
 * portal signs in with the credentials just typed.
 */
export const SignUpAccepted = Type.Object({
  email: Type.String({ description: 'the address, as stored (trimmed, lower-cased), that was mailed', examples: ['new.author@example.test'] }),
});
export type SignUpAccepted = Static<typeof SignUpAccepted>;

/** POST /v1/user.password_forgot */
export const PasswordForgotRequest = Type.Object({ email: Type.Optional(Email) });
export type PasswordForgotRequest = Static<typeof PasswordForgotRequest>;

const LinkToken = Type.String({ maxLength: 128, description: 'the token of a mailed link (its `token` query parameter)', examples: ['q2F0…'] });

/** POST /v1/user.email_verify */
export const EmailVerifyRequest = Type.Object({ token: Type.Optional(LinkToken) });
export type EmailVerifyRequest = Static<typeof EmailVerifyRequest>;

/** POST /v1/user.email_verify_resend: nothing to say (the signed-in account is mailed). */
export const EmailVerifyResendRequest = Type.Object({});
export type EmailVerifyResendRequest = Static<typeof EmailVerifyResendRequest>;

/** POST /v1/user.signin_link_request: the account's address (mailed a sign-in link while its sign-in is slowed down) */
export const SignInLinkRequest = Type.Object({ email: Type.Optional(Email) });
export type SignInLinkRequest = Static<typeof SignInLinkRequest>;

/** POST /v1/user.signin_link: the mailed sign-in link's token (answered with a session) */
export const SignInLinkLogin = Type.Object({ token: Type.Optional(LinkToken) });
export type SignInLinkLogin = Static<typeof SignInLinkLogin>;

/** POST /v1/user.password_reset */
export const PasswordResetRequest = Type.Object({ token: Type.Optional(LinkToken), password: Type.Optional(Password) });
export type PasswordResetRequest = Static<typeof PasswordResetRequest>;

/** POST /v1/user.password_reset_check: whether a reset link can still be used, before its form is shown. */
export const PasswordResetCheckRequest = Type.Object({ token: Type.Optional(LinkToken) });
export type PasswordResetCheckRequest = Static<typeof PasswordResetCheckRequest>;
export const RESET_LINK_STATES = ['usable', 'used', 'expired', 'unknown'] as const;
export type ResetLinkState = (typeof RESET_LINK_STATES)[number];
export const ResetLinkCheck = Type.Object({
  state: OneOf(RESET_LINK_STATES, 'usable; used (a new password was chosen with it, or a newer link replaced it); expired; unknown'),
});
export type ResetLinkCheck = Static<typeof ResetLinkCheck>;

/** GET /v1/author.info */
export const UserInfo = Type.Object({
  author_status: Type.Integer({ description: '1: signed-up author (full menu); 2: registration under review; 3: registration rejected; 0: not registered', examples: [1] }),
  author_name: Nullable(Type.String({ examples: ['Mara Quill'] })),
  avatar: Nullable(Type.String({ examples: ['/uploads/avatar/4f1c.webp'] })),
  email: Type.String({ examples: ['demo@writers-center.test'] }),
  from_site: Nullable(Type.Integer({ examples: [511] })),
  lang: Type.String({ examples: ['en'] }),
  email_verified: Type.Boolean({ description: 'the owner opened the verification link mailed to `email` (unverified accounts use the portal but cannot apply for a contract)', examples: [true] }),
});
export type UserInfo = Static<typeof UserInfo>;

/** GET /v1/notification.usercenter */
export const UserCenter = Type.Object({ message_center: Type.Object({ unread_num: Count('unread messages', 3) }) });
export type UserCenter = Static<typeof UserCenter>;

/** GET /v1/user.sns: the social platforms configured on this server. */
export const SnsPlatform = Type.Object({ sns_platform: Type.String({ examples: ['quill'] }), name: Type.String({ examples: ['QuillID'] }) });
export type SnsPlatform = Static<typeof SnsPlatform>;

export const OauthUrlQuery = Type.Object({
  sns_platform: Text(64, 'configured platform id', 'quill'),
  callback: Text(2048, 'absolute http(s) URL the platform returns to', 'http://localhost:8080/login'),
  from_site: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999, examples: [511] })),
});
export const OauthUrl = Type.Object({ url: Type.String({ examples: ['https://id.example/authorize?…'] }), state: Type.String({ examples: ['Yc2…'] }) });

export const SnsLoginRequest = Type.Object({
  sns_platform: Text(64, 'configured platform id', 'quill'),
  code: Text(2048, 'authorisation code', 'SplxlOBeZQQYbYS6WxSbIA'),
  state: Text(2048, 'state from user.oauthUrl', 'Yc2…'),
  callback: Text(2048, 'the same callback as user.oauthUrl', 'http://localhost:8080/login'),
  iss: Type.Optional(Text(2048, 'issuer (RFC 9207)', 'https://id.example')),
  from_site: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999, examples: [511] })),
});
