import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { contractSignatures, signingLinks } from '../../../db/schema';
import { hashToken, newToken } from '../../../lib/tokens';
import type { Storage } from '../../../lib/storage/storage';
import type { SigningProvider, SignerRole } from './provider';

/**
 * Our own signing service: a link `<publicUrl>/esign/<token>` opens the portal's signing page,
 * which reads the session (sign.session) and sends the signature (sign.autograph). The token
 * exists only in the link; the database keeps its SHA-256 (and, for the guardian's link that the
 * author is shown until it is used, the token encrypted like any personal value). Signature
 * images go to private storage.
 */
export function builtInSigning(storage: Storage, publicUrl: string): SigningProvider {
  const urlOf = (token: string) => `${publicUrl.replace(/\/+$/, '')}/esign/${token}`;
  const live = (now: Date) => and(isNull(signingLinks.revokedAt), gt(signingLinks.expiresAt, now));

  return {
    name: 'built-in',

    async createSession(tx, { contractId, party, ttlMs, showToAuthor }, now) {
      const token = newToken();
      const expiresAt = new Date(now.getTime() + ttlMs);
      await tx
        .insert(signingLinks)
        .values({
          contractId,
          party,
          tokenHash: hashToken(token),
          token: showToAuthor ? token : null,
          createdAt: now,
          expiresAt,
        });
      return { url: urlOf(token), expiresAt };
    },

    async findSession(tx, token, now) {
      const [row] = await tx
        .select()
        .from(signingLinks)
        .where(and(eq(signingLinks.tokenHash, hashToken(token)), live(now)))
        .limit(1);
      return row
        ? { id: row.id, contractId: row.contractId, party: row.party as SignerRole, expiresAt: row.expiresAt, usedAt: row.usedAt }
        : null;
    },

    async recordSignature(tx, session, signature, now) {
      // One statement spends the link: of two simultaneous submissions only one gets the row.
      const [spent] = await tx
        .update(signingLinks)
        .set({ usedAt: now })
        .where(and(eq(signingLinks.id, session.id), isNull(signingLinks.usedAt), live(now)))
        .returning({ id: signingLinks.id });
      if (!spent) return false;
      // Every other link of the party is spent with it: the party has signed.
      await tx
        .update(signingLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(signingLinks.contractId, session.contractId),
            eq(signingLinks.party, session.party),
            isNull(signingLinks.usedAt),
            isNull(signingLinks.revokedAt),
          ),
        );
      const { key } = await storage.saveFile('signature', signature.png, 'image/png', 'png');
      await tx.insert(contractSignatures).values({
        contractId: session.contractId,
        party: session.party,
        signerName: signature.name,
        imageKey: key,
        signedAt: now,
        ip: signature.ip,
        userAgent: signature.userAgent,
      });
      return true;
    },

    async revokeSessions(tx, contractId, now, party) {
      await tx
        .update(signingLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(signingLinks.contractId, contractId),
            party ? eq(signingLinks.party, party) : undefined,
            isNull(signingLinks.revokedAt),
          ),
        );
    },

    async pendingUrl(tx, contractId, party, now) {
      const [row] = await tx
        .select({ token: signingLinks.token })
        .from(signingLinks)
        .where(
          and(eq(signingLinks.contractId, contractId), eq(signingLinks.party, party), isNull(signingLinks.usedAt), live(now)),
        )
        .orderBy(desc(signingLinks.id))
        .limit(1);
      return row?.token ? urlOf(row.token) : null;
    },
  };
}
