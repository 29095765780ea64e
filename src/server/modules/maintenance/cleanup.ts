import type { Db } from '../../db/client';
import { expiredRepository } from './expired-repository';

export const CLEANUP_JOB = 'maintenance.cleanup';

/** How long failed sign-ins are kept: longer than any window the throttle looks back over. */
const LOGIN_FAILURE_KEEP_MS = 24 * 3_600_000;
/** Revoked and expired sessions are kept a week for support questions ("why was I signed out?"). */
const SESSION_KEEP_MS = 7 * 86_400_000;

/** Deletes what has expired: sessions, sign-in failures, throttle rows, unfinished social sign-ins and second-factor challenges. */
export async function cleanUpExpired(db: Db, now = new Date()) {
  const sessionCutoff = new Date(now.getTime() - SESSION_KEEP_MS);
  const expired = expiredRepository(db);
  const [s, st, f, r, o, c] = await Promise.all([
    expired.sessions(sessionCutoff),
    expired.staffSessions(sessionCutoff),
    expired.loginFailures(new Date(now.getTime() - LOGIN_FAILURE_KEEP_MS)),
    expired.rateLimits(now),
    expired.oauthStates(now),
    expired.signInChallenges(now),
  ]);
  return { sessions: s.length + st.length, loginFailures: f.length, rateLimits: r.length, oauthStates: o.length, signInChallenges: c.length };
}
