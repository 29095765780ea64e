import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, oauthStates, rateLimits, sessions, signInChallenges, staffSessions } from '../../db/schema';

/** Rows that have run out and may go: sessions, sign-in failures, throttle counters, social sign-ins. */
export function expiredRepository(db: Db) {
  return {
    /** Deletes authors' sessions expired, or revoked, before `cutoff`; the ones deleted. */
    sessions: (cutoff: Date) =>
      db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))))
        .returning({ id: sessions.id }),

    /** Deletes staff sessions expired before `cutoff`; the ones deleted. */
    staffSessions: (cutoff: Date) =>
      db.delete(staffSessions).where(lt(staffSessions.expiresAt, cutoff)).returning({ id: staffSessions.id }),

    /** Deletes failed sign-ins recorded before `cutoff`; the ones deleted. */
    loginFailures: (cutoff: Date) =>
      db.delete(loginFailures).where(lt(loginFailures.createdAt, cutoff)).returning({ id: loginFailures.id }),

    /** Deletes the second factor's sign-in challenges that ended before `cutoff`; the ones deleted. */
    signInChallenges: (cutoff: Date) =>
      db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, cutoff)).returning({ id: signInChallenges.id }),

    /** Deletes rate limit windows that ended before `now`; the ones deleted. */
    rateLimits: (now: Date) => db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key }),

    /** Deletes unfinished social sign-ins expired before `now`; the ones deleted. */
    oauthStates: (now: Date) =>
      db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)).returning({ state: oauthStates.state }),
  };
}
