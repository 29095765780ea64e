import { randomInt, createHash } from 'node:crypto';
import {
  GUARDIAN_CODE_LENGTH,
  GUARDIAN_CODE_MAX_ATTEMPTS,
  GUARDIAN_CODE_MAX_SENDS,
  GUARDIAN_CODE_RESEND_MS,
  GUARDIAN_CODE_TTL_MS,
} from '../../../../domain/contract';
import { keyRing } from '../../../lib/crypto/data-keys';
import { hashToken, newToken } from '../../../lib/tokens';
import type { Storage } from '../../../lib/storage/storage';
import type { Db } from '../../../db/client';
import type { CapturedSignature, SessionRef, SigningProvider, SignerRole } from './provider';
import { contractsRepository } from '../repository';
import { signingLinksRepository } from './signing-links-repository';

/** A code is bound to its link: the same digits on another link are another hash. */
const codeClear = (linkId: number, code: string) => `signing-code:${linkId}:${code}`;

/**
 * Our own signing service: a link `<publicUrl>/esign/<token>` opens the portal's signing page,
 * which reads the session (sign.session) and sends the signature (sign.autograph). The token
 * exists only in the link (mailed to the guardian, or answered to the signed-in author); the
 * database keeps its SHA-256. The guardian's one-time codes are kept as keyed hashes. Signature
 * images go to private storage.
 */
export function builtInSigning(storage: Storage, publicUrl: string): SigningProvider {
  const urlOf = (token: string) => `${publicUrl.replace(/\/+$/, '')}/esign/${token}`;

  return {
    name: 'built-in',

    async createSession(tx, { contractId, party, ttlMs }, now) {
      const token = newToken();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await signingLinksRepository(tx).add({ contractId, party, tokenHash: hashToken(token), createdAt: now, expiresAt });
      return { url: urlOf(token), expiresAt };
    },

    async findSession(tx, token, now) {
      const row = await signingLinksRepository(tx).findLive(hashToken(token), now);
      return row
        ? { id: row.id, contractId: row.contractId, party: row.party as SignerRole, expiresAt: row.expiresAt, usedAt: row.usedAt }
        : null;
    },

    recordSignature: (tx, session, signature, now) => recordSignature(storage, tx, session, signature, now),

    async revokeSessions(tx, contractId, now, party) {
      await signingLinksRepository(tx).revoke(contractId, now, party);
    },

    issueCode,
    checkCode,
  };
}

/**
 * Spends the link and records the signature through it, the image in private storage; false when
 * the link was spent meanwhile.
 */
async function recordSignature(storage: Storage, tx: Db, session: SessionRef, signature: CapturedSignature, now: Date): Promise<boolean> {
  // One statement spends the link: of two simultaneous submissions only one gets the row.
  const links = signingLinksRepository(tx);
  const spent = await links.spend(session.id, now);
  if (!spent) return false;
  // Every other link of the party is spent with it: the party has signed.
  await links.revokeUnused(session.contractId, session.party, now);
  const { key } = await storage.saveFile('signature', signature.png, 'image/png', 'png');
  await contractsRepository(tx).addSignature({
    contractId: session.contractId,
    party: session.party,
    signerName: signature.name,
    imageKey: key,
    imageSha256: createHash('sha256').update(signature.png).digest('hex'),
    signedAt: now,
    ip: signature.ip,
    userAgent: signature.userAgent,
    deviceHash: signature.deviceHash,
    sessionUserId: signature.sessionUserId,
    evidence: signature.evidence,
  });
  return true;
}

/** A new code for the link, unless one was sent too recently or too many were. */
const issueCode: SigningProvider['issueCode'] = async (tx, session, now) => {
  const code = String(randomInt(0, 10 ** GUARDIAN_CODE_LENGTH)).padStart(GUARDIAN_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + GUARDIAN_CODE_TTL_MS);
  // One statement decides: two requests at once cannot both pass the resend wait or the cap.
  const links = signingLinksRepository(tx);
  const issued = await links.issueCode(
    session.id,
    { codeHash: keyRing().hash(codeClear(session.id, code)), codeExpiresAt: expiresAt },
    now,
    GUARDIAN_CODE_MAX_SENDS,
    new Date(now.getTime() - GUARDIAN_CODE_RESEND_MS),
  );
  if (issued) return { kind: 'issued', code, expiresAt, resendAfter: new Date(now.getTime() + GUARDIAN_CODE_RESEND_MS) };
  const row = await links.codesSent(session.id);
  if (!row || row.codesSent >= GUARDIAN_CODE_MAX_SENDS) return { kind: 'exhausted' };
  const wait = (row.codeSentAt?.getTime() ?? 0) + GUARDIAN_CODE_RESEND_MS - now.getTime();
  return { kind: 'wait', retryAfterMs: Math.max(1000, wait) };
};

/** Checks a code against the link's current one, the try counted first. */
const checkCode: SigningProvider['checkCode'] = async (tx, session, code, now) => {
  // The try is counted before the comparison, in one statement: concurrent guesses share the limit.
  const row = await signingLinksRepository(tx).countAttempt(session.id, now, GUARDIAN_CODE_MAX_ATTEMPTS);
  if (!row?.codeHash) return { kind: 'none' };
  if (keyRing().hashes(codeClear(session.id, code)).includes(row.codeHash)) return { kind: 'ok' };
  return { kind: 'wrong', attemptsLeft: Math.max(0, GUARDIAN_CODE_MAX_ATTEMPTS - row.attempts) };
};
