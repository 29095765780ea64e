import type { Db } from '../../db/client';
import type { ChapterSummary } from '../../../domain/api/chapters';
import { novelsRepository, type ChapterQuery } from './novels-repository';

export type { ChapterQuery };

export interface ChapterWindow {
  rows: ChapterSummary[];
  total: number;
  nextAfter: number | null;
}

/**
 * A novel's chapters by number, in one round trip: a page (OFFSET), or with `afterCode` a window
 * after that code. The database writes the window as the API's JSON; a keyset window reads one
 * chapter more, to know whether another window follows. `undefined`: no such novel of this author's.
 */
export async function chapterWindow(db: Db, authorId: number, novelId: number, { page, pageSize, status, afterCode, q }: ChapterQuery): Promise<ChapterWindow | undefined> {
  const row = await novelsRepository(db, authorId).chapterWindow(novelId, { page, pageSize, status, afterCode, q });
  if (!row) return undefined;
  const list = typeof row.list === 'string' ? (JSON.parse(row.list) as ChapterSummary[]) : row.list;
  const more = afterCode !== undefined && list.length > pageSize;
  if (more) list.length = pageSize;
  return { rows: list, total: Number(row.total), nextAfter: more ? list[list.length - 1].chapter_code : null };
}
