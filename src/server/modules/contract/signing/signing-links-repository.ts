import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { signingLinks } from '../../../db/schema';

/** A link neither revoked nor expired. */
const live = (now: Date) => and(isNull(signingLinks.revokedAt), gt(signingLinks.expiresAt, now));

/** The built-in signing service's links (kept as token hashes) and the guardian's one-time codes on them. Build it from a transaction to join it. */
export function signingLinksRepository(db: Db) {
  return {
    /** Records a new link. */
    async add(row: { contractId: number; party: string; tokenHash: string; createdAt: Date; expiresAt: Date }) {
      await db.insert(signingLinks).values(row);
    },

    /** The live link of this token hash. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(signingLinks)
        .where(and(eq(signingLinks.tokenHash, tokenHash), live(now)))
        .limit(1);
      return row;
    },

    /** Revokes the contract's links not yet revoked (of one party, or all). */
    async revoke(contractId: number, now: Date, party?: string) {
      await db
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

    /** Spends the live link if still unused, in one statement; returns it when this call spent it. */
    async spend(id: number, now: Date) {
      const [spent] = await db
        .update(signingLinks)
        .set({ usedAt: now })
        .where(and(eq(signingLinks.id, id), isNull(signingLinks.usedAt), live(now)))
        .returning({ id: signingLinks.id });
      return spent;
    },

    /** Revokes the party's other links, neither used nor revoked. */
    async revokeUnused(contractId: number, party: string, now: Date) {
      await db
        .update(signingLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(signingLinks.contractId, contractId),
            eq(signingLinks.party, party),
            isNull(signingLinks.usedAt),
            isNull(signingLinks.revokedAt),
          ),
        );
    },

    /**
     * Sets a new code on the live, unused link, in one statement, unless `maxSends` were sent or the
     * last was sent after `resendBefore`; returns the link when it did.
     */
    async issueCode(
      id: number,
      code: { codeHash: string; codeExpiresAt: Date },
      now: Date,
      maxSends: number,
      resendBefore: Date,
    ) {
      const [issued] = await db
        .update(signingLinks)
        .set({
          codeHash: code.codeHash,
          codeExpiresAt: code.codeExpiresAt,
          codeAttempts: 0,
          codesSent: sql`${signingLinks.codesSent} + 1`,
          codeSentAt: now,
        })
        .where(
          and(
            eq(signingLinks.id, id),
            isNull(signingLinks.usedAt),
            live(now),
            lt(signingLinks.codesSent, maxSends),
            or(isNull(signingLinks.codeSentAt), lte(signingLinks.codeSentAt, resendBefore)),
          ),
        )
        .returning({ id: signingLinks.id });
      return issued;
    },

    /** How many codes the link has had sent, and when the last one was. */
    async codesSent(id: number) {
      const [row] = await db
        .select({ codesSent: signingLinks.codesSent, codeSentAt: signingLinks.codeSentAt })
        .from(signingLinks)
        .where(eq(signingLinks.id, id));
      return row;
    },

    /**
     * Counts a try at the link's current code, in one statement, while the link is live and unused,
     * the code unexpired and fewer than `maxAttempts` made; returns the code's hash and the tries.
     */
    async countAttempt(id: number, now: Date, maxAttempts: number) {
      const [row] = await db
        .update(signingLinks)
        .set({ codeAttempts: sql`${signingLinks.codeAttempts} + 1` })
        .where(
          and(
            eq(signingLinks.id, id),
            isNull(signingLinks.usedAt),
            live(now),
            gt(signingLinks.codeExpiresAt, now),
            lt(signingLinks.codeAttempts, maxAttempts),
          ),
        )
        .returning({ codeHash: signingLinks.codeHash, attempts: signingLinks.codeAttempts });
      return row;
    },
  };
}
