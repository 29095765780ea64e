import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInChallenges, userRecoveryCodes, userTotp } from '../../db/schema';

/** Every query of two-factor sign-in, scoped to one account. */
export function twoFactorRepository(db: Db) {
  return {
    async totpOf(userId: number) {
      const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
      return row ?? null;
    },

    /** A new key waiting for its first code; refused (false) while two-factor sign-in is on. */
    async savePending(userId: number, secret: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(userTotp)
        .values({ userId, secret, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({ target: userTotp.userId, set: { secret, lastStep: null, updatedAt: at }, setWhere: isNull(userTotp.enabledAt) })
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    /** Turns the pending key on with the step of the code that proved it; false when another request did first. */
    async enable(userId: number, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ enabledAt: at, lastStep: step, updatedAt: at })
        .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt)))
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    /** Spends a time step: true only for the first use of a step later than every one used before. */
    async spendStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ lastStep: step })
        .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
        .returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    /** Forgets the key and every recovery code. */
    async remove(userId: number): Promise<boolean> {
      await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
      const rows = await db.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
      return rows.length > 0;
    },

    async replaceRecoveryCodes(userId: number, hashes: string[], at: Date): Promise<void> {
      await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
      await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
    },

    /** Spends the unused recovery code stored under one of `hashes`; false when there is none. */
    async spendRecoveryCode(userId: number, hashes: string[], at: Date): Promise<boolean> {
      const rows = await db
        .update(userRecoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(userRecoveryCodes.userId, userId), inArray(userRecoveryCodes.codeHash, hashes), isNull(userRecoveryCodes.usedAt)))
        .returning({ id: userRecoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userRecoveryCodes).where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },

    async addChallenge(values: typeof signInChallenges.$inferInsert): Promise<void> {
      await db.insert(signInChallenges).values(values);
    },

    /** The live (unexpired, unspent) challenge of a token hash. */
    async liveChallenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(signInChallenges)
        .where(and(eq(signInChallenges.tokenHash, tokenHash), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)));
      return row ?? null;
    },

    /** Counts a wrong code against the challenge; answers the failures so far. */
    async challengeFailed(id: number): Promise<number> {
      const [row] = await db
        .update(signInChallenges)
        .set({ failures: sql`${signInChallenges.failures} + 1` })
        .where(eq(signInChallenges.id, id))
        .returning({ failures: signInChallenges.failures });
      return row?.failures ?? 0;
    },

    /** Spends the challenge: true for the one request that does. */
    async spendChallenge(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(signInChallenges)
        .set({ usedAt: at })
        .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
        .returning({ id: signInChallenges.id });
      return rows.length > 0;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
