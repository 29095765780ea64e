/**
 * The signing service behind one interface: our built-in provider (built-in.ts: links to the
 * portal's /esign/<token> page, signatures drawn on the SignaturePad) is the only implementation
 * today; a hosted e-signature provider can replace it by implementing the same calls. The
 * contract service decides who must sign and what a signature changes; a provider only opens
 * sessions, finds them again and records what was signed through them.
 */
import type { Db } from '../../../db/client';
import type { SignatureEvidence } from '../../../db/schema';

/** Who signs through a link; the platform countersigns in the back office, without one. */
export type SignerRole = 'author' | 'guardian';

export interface SessionRequest {
  contractId: number;
  party: SignerRole;
  /** how long the link works */
  ttlMs: number;
}

export interface OpenedSession {
  url: string;
  expiresAt: Date;
}

/** A live session found by its token. */
export interface SessionRef {
  id: number;
  contractId: number;
  party: SignerRole;
  expiresAt: Date;
  /** when it was used to sign (a used session is not offered again) */
  usedAt: Date | null;
}

export interface CapturedSignature {
  /** the signer's legal name as the application gives it */
  name: string;
  /** the PNG as re-encoded (signature-image.ts) */
  png: Buffer;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 of the portal's device id, when the request sent one */
  deviceHash: string | null;
  /** the account signed in on the request, if any */
  sessionUserId: number | null;
  /** what a guardian's signature had in common with the author's */
  evidence: SignatureEvidence | null;
}

/** The outcome of asking for a guardian's one-time code. */
export type CodeIssue =
  | { kind: 'issued'; code: string; expiresAt: Date; resendAfter: Date }
  | { kind: 'wait'; retryAfterMs: number }
  | { kind: 'exhausted' };

/** The outcome of checking a guardian's one-time code; a wrong try is counted even if the caller then fails. */
export type CodeCheck = { kind: 'ok' } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'none' };

export interface SigningProvider {
  readonly name: string;
  /** opens a session for one party and answers the address to send them to */
  createSession(tx: Db, request: SessionRequest, now: Date): Promise<OpenedSession>;
  /** the session behind a token, used or not; null when unknown, expired or revoked */
  findSession(tx: Db, token: string, now: Date): Promise<SessionRef | null>;
  /**
   * Records the party's signature through the session and spends it, in the caller's transaction;
   * false when the session was spent meanwhile (a second click, a second tab).
   */
  recordSignature(tx: Db, session: SessionRef, signature: CapturedSignature, now: Date): Promise<boolean>;
  /** ends every session of a contract, used or not (of one party, or all): what is offered for signature changed */
  revokeSessions(tx: Db, contractId: number, now: Date, party?: SignerRole): Promise<void>;
  /**
   * A new one-time code for a session (the guardian's), replacing any earlier one, unless one was
   * issued too recently or too many were; the caller mails it.
   */
  issueCode(tx: Db, session: SessionRef, now: Date): Promise<CodeIssue>;
  /** Checks a code against the session's current one, counting the try first (attempts are limited). */
  checkCode(tx: Db, session: SessionRef, code: string, now: Date): Promise<CodeCheck>;
}
