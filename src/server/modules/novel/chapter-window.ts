import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ChapterSummary } from '../../../domain/api/chapters';
import { FIRST_PAID_STATUSES } from '../../../domain/chapter';

export interface ChapterQuery {
  page: number;
  pageSize: number;
  status?: string[];
  afterCode?: number;
  q?: string;
}

export interface ChapterWindow {
  rows: ChapterSummary[];
  total: number;
  nextAfter: number | null;
}

/** A timestamp as `Date#toISOString()` writes it (milliseconds, UTC). */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A novel's chapters by number, in one round trip: a page (OFFSET), or with `afterCode` a window
 * after that code (keyset on the (novel, code) index: as fast at chapter 900,000 as at 1).
 *
 * The database checks the novel is the author's, finds the first paid chapter (its partial index,
 * as firstPaidCode does), and writes the window as the API's JSON (`json_agg` of the rows, in
 * order), so Node parses one value instead of mapping a row and two dates per chapter. The total of all non-deleted chapters is the novel's own count; a filter
 * or a search counts its own. `undefined`: no such novel of this author's.
 */
export async function chapterWindow(db: Db, authorId: number, novelId: number, { page, pageSize, status, afterCode, q }: ChapterQuery): Promise<ChapterWindow | undefined> {
  const text = q && !/^\d+$/.test(q) ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filters: SQL[] = [status?.length ? sql`c.status in (${sql.join(status.map((s) => sql`${s}`), sql`, `)})` : sql`c.status <> 'deleted'`];
  if (q && !text) filters.push(sql`c.code = ${Number(q)}`);
  if (text) filters.push(sql`c.title ilike ${text}`);
  const where = sql.join([sql`c.novel_id = ${novelId}`, ...filters], sql` and `);
  const keyset = afterCode !== undefined;
  // A keyset window reads one chapter more, to know whether another window follows.
  const window = keyset
    ? sql`${where} and c.code > ${afterCode} order by c.code limit ${pageSize + 1}`
    : sql`${where} order by c.code limit ${pageSize} offset ${(page - 1) * pageSize}`;
  const total = !status?.length && !q ? sql`n.chapter_count` : sql`(select count(*)::int from chapters c where ${where})`;
  const result = (await db.execute(sql`
    with paid as (
      select min(code) as code from chapters
      where novel_id = ${novelId} and first_paid and status in (${sql.join(FIRST_PAID_STATUSES.map((st) => sql`${st}`), sql`, `)})
    )
    select ${total} as total, (
      select coalesce(json_agg(w order by w.chapter_code), '[]'::json) from (
        select c.id as original_chapter_id, c.code as chapter_code, c.title, c.words, c.status, c.updated_content_status, c.first_paid,
          coalesce(c.code >= (select code from paid), false) as paid, ${iso(sql`c.release_at`)} as release_at, ${iso(sql`c.updated_at`)} as updated_at
        from chapters c where ${window}
      ) w
    ) as list
    from novels n
    where n.id = ${novelId} and n.author_id = ${authorId} and n.deleted_at is null`)) as unknown as { rows: { total: number; list: ChapterSummary[] | string }[] };
  const [row] = result.rows;
  if (!row) return undefined;
  const list = typeof row.list === 'string' ? (JSON.parse(row.list) as ChapterSummary[]) : row.list;
  const more = keyset && list.length > pageSize;
  if (more) list.length = pageSize;
  return { rows: list, total: Number(row.total), nextAfter: more ? list[list.length - 1].chapter_code : null };
}
