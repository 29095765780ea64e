import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

/** pg_notify channel saying a user's sessions ended (payload: the user id), so every instance closes their open streams. */
export const SESSION_CHANNEL = 'wc_sessions';

/** Announces, in the caller's transaction (delivered on commit), that some of a user's sessions ended. */
export async function announceSessionsEnded(tx: Pick<Db, 'execute'>, userId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${String(userId)})`);
}

export function sessionsRepository(db: Db) {
  // Every authenticated request runs this: prepared once (named on PostgreSQL), so a request only binds its values.
  const liveSession = db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');
  return {
    /** Creates a session and returns the only copy of its token. */
    async create(userId: number, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
      await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
      return { token, expiresAt };
    },

    /** The user of a live (unexpired, unrevoked) token, or null. */
    async userIdFor(token: string): Promise<number | null> {
      const [row] = await liveSession.execute({ hash: hashToken(token), now: new Date() });
      return row?.userId ?? null;
    },

    async revoke(token: string): Promise<void> {
      const ended = await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token))).returning({ userId: sessions.userId });
      for (const { userId } of ended) await announceSessionsEnded(db, userId);
    },

    /** For tests and the back office: make a token expire now. */
    async expire(token: string): Promise<void> {
      await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
