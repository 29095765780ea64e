import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

/** pg_notify channel saying a user's sessions ended (payload: the user id), so every instance closes their open streams. */
export const SESSION_CHANNEL = 'wc_sessions';

/** The longest User-Agent kept: real ones are a few hundred characters; the rest is noise or an attack. */
export const USER_AGENT_MAX_CHARS = 512;

/**
 * How stale a session's last use may be before a request writes it again: the list of sessions
 * says "last seen" to the minute or so, and a busy tab costs one write in this long, not one per request.
 */
export const LAST_SEEN_EVERY_MS = 60_000;

/** Announces, in the caller's transaction (delivered on commit), that some of a user's sessions ended. */
export async function announceSessionsEnded(tx: Pick<Db, 'execute'>, userId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${String(userId)})`);
}

/** A User-Agent header as kept: a string, cut to its limit; anything else is not kept. */
export const userAgentOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, USER_AGENT_MAX_CHARS) : null);

/** A session that still authenticates: not revoked, not expired. */
const live = (userId: number, now: Date) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export function sessionsRepository(db: Db) {
  // Every authenticated request runs this: prepared once (named on PostgreSQL), so a request only binds its values.
  const liveSession = db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');
  return {
    /** Creates a session (with the browser it was opened in) and returns the only copy of its token. */
    async create(userId: number, ttlDays: number, userAgent?: unknown, country: string | null = null): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
      await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgentOf(userAgent), country });
      return { token, expiresAt };
    },

    /** The live (unexpired, unrevoked) session of a token, or null. */
    async liveFor(token: string): Promise<{ id: number; userId: number; lastSeenAt: Date } | null> {
      const [row] = await liveSession.execute({ hash: hashToken(token), now: new Date() });
      return row ?? null;
    },

    /** The user of a live (unexpired, unrevoked) token, or null. */
    async userIdFor(token: string): Promise<number | null> {
      return (await this.liveFor(token))?.userId ?? null;
    },

    /** Records a use of the session, unless one was recorded less than LAST_SEEN_EVERY_MS before `at`. */
    async touch(sessionId: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: at })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, new Date(at.getTime() - LAST_SEEN_EVERY_MS))));
    },

    /** When a session was signed in (null for an unknown id). */
    async createdAtOf(sessionId: number): Promise<Date | null> {
      const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      return row?.createdAt ?? null;
    },

    /** The account's live sessions, the most recently used first. */
    async liveOf(userId: number, now: Date) {
      return db
        .select({ id: sessions.id, userAgent: sessions.userAgent, country: sessions.country, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(live(userId, now))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
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

/** Ends one live session of the account; answers whether there was one (another account's id is none). */
export async function revokeSession(tx: Tx, userId: number, sessionId: number, now: Date): Promise<boolean> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), live(userId, now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every live session of the account but `keepId` (the caller's own); answers how many ended. */
export async function revokeOtherSessions(tx: Tx, userId: number, keepId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(live(userId, now), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}
