/** What several user routes share: the per-address budgets, the password rules' context and the token answer. */
import type { PasswordContext } from '../../../domain/schemas/auth';
import type { AddressLimits } from '../../app';
import { isCommonPassword } from './common-passwords';
import type { LoginOutcome } from './service';

/** Sign-in attempts an address may make per 15 minutes (failures are slowed down separately). */
export const signInBudget = (limits: AddressLimits) => ({ rateLimit: { max: limits.signInsPer15Minutes, timeWindow: 15 * 60_000 } });

/** Requests that mail a link an address may make per hour. */
export const mailBudget = (limits: AddressLimits) => ({ rateLimit: { max: limits.mailRequestsPerHour, timeWindow: 60 * 60_000 } });

/** What the password rules need besides the form: the list of passwords too common to allow. */
export const passwordContext = { isCommonPassword } satisfies PasswordContext;

/** A new session's token as the answer carries it. */
export const tokenBody = ({ token, expiresAt }: { token: string; expiresAt: Date }) => ({ token, expires_at: expiresAt.toISOString() });

/** The password step's answer: a session's token, or the challenge of the second factor. */
export const loginBody = (outcome: LoginOutcome) =>
  outcome.kind === 'session' ? tokenBody(outcome) : { second_factor: 'totp' as const, challenge: outcome.challenge, expires_at: outcome.expiresAt.toISOString() };
