import { and, count, eq, gt, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

/** Failed sign-ins, counted per bucket (account and address, address, account) in PostgreSQL so every instance shares them. */
export function loginFailuresRepository(db: Db) {
  return {
    /** How many failures the bucket has had since `since`, and when the last one was. */
    async since(bucket: string, since: Date) {
      const [row] = await db
        .select({ n: count(), last: max(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.bucket, bucket), gt(loginFailures.createdAt, since)));
      return row;
    },

    /** Records one failure in each of these buckets. */
    async add(buckets: string[], at: Date) {
      await db.insert(loginFailures).values(buckets.map((bucket) => ({ bucket, createdAt: at })));
    },

    /** Forgets the failures of these buckets. */
    async clear(buckets: string[]) {
      await db.delete(loginFailures).where(inArray(loginFailures.bucket, buckets));
    },
  };
}
