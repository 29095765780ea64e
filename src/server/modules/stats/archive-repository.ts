import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { novelStatsDays } from '../../db/schema';

/** What an author's archive reads of their statistics, read-only: the daily figures of their novels, novel by novel, by day. */
export function statsArchiveRepository(db: Db) {
  return {
    days: (novelIds: number[]) => (novelIds.length ? db.select().from(novelStatsDays).where(inArray(novelStatsDays.novelId, novelIds)).orderBy(asc(novelStatsDays.novelId), asc(novelStatsDays.day)) : Promise.resolve([])),
  };
}
