import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, oauthStates, rateLimits, sessions, staffSessions } from '../../db/schema';

export const CLEANUP_JOB = 'maintenance.cleanup';

/** How long failed sign-ins are kept: longer than any window the throttle looks back over. */
const LOGIN_FAILURE_KEEP_MS = 24 * 3_600_000;
/** Revoked and expired sessions are kept a week for support questions ("why was I signed out?"). */
const SESSION_KEEP_MS = 7 * 86_400_000;

/** Deletes what has expired: sessions, sign-in failures, throttle rows and unfinished social sign-ins. */
export async function cleanUpExpired(db: Db, now = new Date()) {
  const sessionCutoff = new Date(now.getTime() - SESSION_KEEP_MS);
  const [s, st, f, r, o] = await Promise.all([
    db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, sessionCutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff))))
      .returning({ id: sessions.id }),
    db.delete(staffSessions).where(lt(staffSessions.expiresAt, sessionCutoff)).returning({ id: staffSessions.id }),
    db
      .delete(loginFailures)
      .where(lt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_FAILURE_KEEP_MS)))
      .returning({ id: loginFailures.id }),
    db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key }),
    db.delete(oauthStates).where(lt(oauthStates.expiresAt, now)).returning({ state: oauthStates.state }),
  ]);
  return { sessions: s.length + st.length, loginFailures: f.length, rateLimits: r.length, oauthStates: o.length };
}
