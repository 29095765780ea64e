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
 * A window of a novel's chapters by number after `afterCode`, in one round trip. The database writes the
 * window as the API's JSON and reads one chapter more, to know whether another window follows.
 * `undefined`: no such novel of this author's.
 */
export async function chapterWindow(db: Db, authorId: number, novelId: number, query: ChapterQuery): Promise<ChapterWindow | undefined> {
  const { pageSize } = query;
  const row = await novelsRepository(db, authorId).chapterWindow(novelId, query);
  if (!row) return undefined;
  const list = typeof row.list === 'string' ? (JSON.parse(row.list) as ChapterSummary[]) : row.list;
  const more = list.length > pageSize;
  if (more) list.length = pageSize;
  return { rows: list, total: Number(row.total), nextAfter: more ? list[list.length - 1].chapter_code : null };
}
