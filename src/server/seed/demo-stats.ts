import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { novels } from '../db/schema';
import { simulateNovelStats } from '../modules/stats';

/** Days of reading figures the demo's novels get: a year and a bit, so every range of /dataCenter has figures. */
export const DEMO_STATS_DAYS = 400;

/** Reading figures for the demo author's novels, through the real ingestion. */
export async function seedDemoStats(db: Db, authorId: number, now = new Date()) {
  const list = await db.select({ id: novels.id }).from(novels).where(and(eq(novels.authorId, authorId), isNull(novels.deletedAt)));
  for (const novel of list) await simulateNovelStats(db, { novelId: novel.id, days: DEMO_STATS_DAYS, now, seed: novel.id });
}
