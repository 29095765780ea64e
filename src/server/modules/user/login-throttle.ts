import { and, count, eq, gt, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Failed sign-ins allowed in the window, per email and per client address. */
export const THROTTLE = { windowSeconds: 15 * 60, perEmail: 5, perAddress: 20 } as const;

const emailBucket = (email: string) => `email:${email}`;
const addressBucket = (ip: string) => `ip:${ip}`;

/**
 * Counts failures in PostgreSQL so every server instance shares the limit.
 * Returns the seconds to wait, or 0 when an attempt may go ahead.
 */
export function loginThrottle(db: Db) {
  const since = () => new Date(Date.now() - THROTTLE.windowSeconds * 1000);

  async function waitFor(bucket: string, limit: number): Promise<number> {
    const [row] = await db
      .select({ n: count(), first: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.bucket, bucket), gt(loginFailures.createdAt, since())));
    if (!row || row.n < limit || !row.first) return 0;
    const first = new Date(row.first as unknown as string | Date).getTime();
    return Math.max(1, Math.ceil((first + THROTTLE.windowSeconds * 1000 - Date.now()) / 1000));
  }

  return {
    async retryAfter(email: string, ip: string): Promise<number> {
      const [byEmail, byAddress] = await Promise.all([
        waitFor(emailBucket(email), THROTTLE.perEmail),
        waitFor(addressBucket(ip), THROTTLE.perAddress),
      ]);
      return Math.max(byEmail, byAddress);
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await db.insert(loginFailures).values([{ bucket: emailBucket(email) }, { bucket: addressBucket(ip) }]);
    },
    /** A successful sign-in forgives the email's earlier failures. */
    async clear(email: string): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.bucket, [emailBucket(email)]));
    },
  };
}
