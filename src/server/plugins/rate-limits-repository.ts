import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A limiter key's count in its window, and the milliseconds until the window ends. */
export interface RateCount {
  hits: number;
  ttl: number;
}

const rowsOf = (result: unknown) => (result as { rows: RateCount[] }).rows;

/** The limiter's counters: one row per key and window in `rate_limits`, shared by every instance. */
export function rateLimitsRepository(db: Db) {
  return {
    /** Counts a request under the key, starting a new window of `timeWindow` ms when the last one is over; the count after it. */
    async hit(key: string, timeWindow: number): Promise<RateCount> {
      const result = await db.execute(
        sql`insert into rate_limits (key, hits, reset_at) values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then now() + ${timeWindow} * interval '1 millisecond' else rate_limits.reset_at end
            returning hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
      );
      return rowsOf(result)[0];
    },

    /** The key's count in its current window, if one is running. */
    async current(key: string): Promise<RateCount | undefined> {
      const result = await db.execute(
        sql`select hits, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl from rate_limits where key = ${key} and reset_at > now()`,
      );
      return rowsOf(result)[0];
    },
  };
}
