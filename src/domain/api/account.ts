/** Wire types of the account's settings: the password, and the sessions signed in to it. */
import Type, { type Static } from 'typebox';
import { Id, IsoTime, Nullable, OneOf } from './common';
import { Password } from './session';

/** POST /v1/user.passwordChange. Fields are optional at the edge so the rules (schemas/auth.ts) name what is missing. */
export const PasswordChangeRequest = Type.Object({
  current_password: Type.Optional(Password),
  password: Type.Optional(Password),
});
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

export const PasswordChanged = Type.Object({
  signed_out: Type.Integer({ minimum: 0, description: 'the other sessions the change signed out', examples: [2] }),
});
export type PasswordChanged = Static<typeof PasswordChanged>;

/** What a session's browser said it runs on, read from its User-Agent. */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'tv', 'other'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** One live session of the account. */
export const SessionEntry = Type.Object({
  id: Id('session id', 318),
  device: OneOf(DEVICE_KINDS, 'the kind of device (other when it cannot be told)'),
  os: Nullable(Type.String({ description: 'the operating system and its version, when the browser said', examples: ['Windows 10'] })),
  browser: Nullable(Type.String({ description: 'the browser and its major version, when it said', examples: ['Firefox 133'] })),
  country: Nullable(Type.String({ pattern: '^[A-Z]{2}$', description: 'the country the sign-in came from (ISO 3166-1 alpha-2, from its network address; DB-IP Lite), null when unknown', examples: ['DE'] })),
  first_seen: IsoTime('when the session was opened (the sign-in)'),
  last_seen: IsoTime('when it was last used, to the minute'),
  current: Type.Boolean({ description: 'the session this request came from', examples: [true] }),
});
export type SessionEntry = Static<typeof SessionEntry>;

export const SessionList = Type.Object({ list: Type.Array(SessionEntry) });
export type SessionList = Static<typeof SessionList>;

/** POST /v1/user.sessionRevoke: one session by id, or (others: true) every session but the caller's. */
export const SessionRevokeRequest = Type.Object({
  id: Type.Optional(Id('the session to sign out', 318)),
  others: Type.Optional(Type.Boolean({ description: 'true: sign out every session but this one (id is then not given)', examples: [true] })),
});
export type SessionRevokeRequest = Static<typeof SessionRevokeRequest>;

export const SessionsRevoked = Type.Object({ signed_out: Type.Integer({ minimum: 0, description: 'the sessions signed out', examples: [1] }) });
export type SessionsRevoked = Static<typeof SessionsRevoked>;
