/** Wire types of two-factor sign-in (an authenticator app's time-based codes, and recovery codes). */
import Type, { type Static } from 'typebox';
import { Count, IsoTime, Nullable, Text } from './common';
import { Password, TokenResponse } from './session';

/** How many recovery codes turning two-factor sign-in on hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code from the authenticator app (spaces are ignored). */
export const TotpCode = Text(16, 'the six-digit code the authenticator app shows', '492039');
/** A recovery code, as shown when two-factor sign-in was turned on. */
export const RecoveryCode = Text(32, 'one of the recovery codes', 'k7qm4-x2p9d');

/**
 * The second factor a sensitive step asks for beside the password when the account has two-factor
 * sign-in on (payee details, personal data); ignored when it is off.
 */
export const SecondFactorField = { code: Type.Optional(TotpCode) };

/** GET /v1/user.totpStatus */
export const TotpStatus = Type.Object({
  enabled: Type.Boolean({ description: 'whether sign-in asks for an authenticator code', examples: [true] }),
  enabled_at: Nullable(IsoTime('when it was turned on')),
  recovery_codes_left: Count('recovery codes not used yet', 9),
  has_password: Type.Boolean({
    description: 'whether the account has a password to confirm changes with; without one (made through a social platform), a sign-in within the last 10 minutes stands in for it',
    examples: [true],
  }),
});
export type TotpStatus = Static<typeof TotpStatus>;

/** POST /v1/user.totpSetup: the password again (none for an account without one: a recent sign-in stands in). */
export const TotpSetupRequest = Type.Object({ password: Type.Optional(Password) });
export type TotpSetupRequest = Static<typeof TotpSetupRequest>;

export const TotpSetup = Type.Object({
  secret: Type.String({ description: 'the key for typing into the app by hand (Base32)', examples: ['JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'] }),
  otpauth_uri: Type.String({ description: 'the otpauth:// address the QR code holds', examples: ['otpauth://totp/Writers%20Center:demo%40writers-center.test?secret=…&issuer=Writers%20Center'] }),
  qr_svg: Type.String({ description: 'the QR code as an SVG document', examples: ['<svg xmlns="http://www.w3.org/2000/svg" …'] }),
});
export type TotpSetup = Static<typeof TotpSetup>;

/** POST /v1/user.totpEnable: the first code the app shows proves it holds the key. */
export const TotpEnableRequest = Type.Object({ code: Type.Optional(TotpCode) });
export type TotpEnableRequest = Static<typeof TotpEnableRequest>;

export const TotpEnabled = Type.Object({
  recovery_codes: Type.Array(RecoveryCode, { description: 'single-use codes for when the app is lost: shown this once', maxItems: RECOVERY_CODE_COUNT }),
});
export type TotpEnabled = Static<typeof TotpEnabled>;

/** POST /v1/user.totpDisable: the password (none for an account without one) and a code. */
export const TotpDisableRequest = Type.Object({ password: Type.Optional(Password), ...SecondFactorField });
export type TotpDisableRequest = Static<typeof TotpDisableRequest>;

export const TotpDisabled = Type.Object({ enabled: Type.Boolean({ examples: [false] }) });
export type TotpDisabled = Static<typeof TotpDisabled>;

/** POST /v1/user.email_login when the account has two-factor sign-in on: no session yet, a challenge to complete. */
export const SecondFactorNeeded = Type.Object({
  second_factor: Type.Literal('totp', { description: 'the factor to give next (POST /v1/user.totpLogin)' }),
  challenge: Type.String({ description: 'the short-lived challenge the second step completes (not a session)', examples: ['Zk3…'] }),
  expires_at: IsoTime('when the challenge ends'),
});
export type SecondFactorNeeded = Static<typeof SecondFactorNeeded>;

/** What the password step answers: a session, or the second factor to give. */
export const LoginAnswer = Type.Union([TokenResponse, SecondFactorNeeded]);
export type LoginAnswer = Static<typeof LoginAnswer>;

/** POST /v1/user.totpLogin: the challenge and either the app's code or a recovery code. */
export const TotpLoginRequest = Type.Object({
  challenge: Type.Optional(Text(128, 'the challenge the password step answered', 'Zk3…')),
  code: Type.Optional(TotpCode),
  recovery_code: Type.Optional(RecoveryCode),
});
export type TotpLoginRequest = Static<typeof TotpLoginRequest>;
