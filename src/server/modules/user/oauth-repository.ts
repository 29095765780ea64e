import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthStates, userIdentities } from '../../db/schema';

/** Social sign-in's rows: the pending authorisations (state) and the identities linked to accounts. */
export function oauthRepository(db: Db) {
  return {
    /** Drops the pending authorisations that expired before `now`. */
    async dropExpired(now: Date) {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    },

    /** Records a pending authorisation. */
    async addState(row: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(row);
    },

    /** Takes (deletes and returns) the pending authorisation of this state and provider. */
    async takeState(state: string, provider: string) {
      const [pending] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider)))
        .returning();
      return pending;
    },

    /** The account linked to the provider's subject, if any. */
    async identity(provider: string, subject: string) {
      const [known] = await db
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return known;
    },

    /** Links the provider's subject to the account (once). */
    async link(row: { userId: number; provider: string; subject: string; email: string | null }) {
      await db.insert(userIdentities).values(row).onConflictDoNothing();
    },
  };
}
