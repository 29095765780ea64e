import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTimestamp } from '../../db/json-sql';
import { chapters, commentReplies, novels, readerBlocks } from '../../db/schema';

/** What an inbox page's comments name, as the page shows it. */
export interface InboxNames {
  novels: { id: number; title: string }[];
  chapters: { id: number; code: number; title: string }[];
  /** the replies not deleted, oldest first; times as ISO strings in UTC */
  replies: { id: number; comment_id: number; text: string; created_at: string; edited_at: string | null }[];
  /** the readers among those asked for whom the author blocks now */
  blocked: string[];
}

export interface InboxPageRefs {
  authorId: number;
  novelIds: readonly number[];
  chapterIds: readonly number[];
  commentIds: readonly number[];
  readerIds: readonly string[];
  now: Date;
}

/** `column in (values)`, or false for none. */
const within = (column: SQL, values: readonly (number | string)[]) =>
  values.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;
/** A JSON array of what `query` selects, `[]` when it selects nothing. */
const list = (query: SQL) => sql`coalesce((${query}), '[]'::json)`;
/** PostgreSQL answers json parsed; an engine that answers it as text gets it parsed here. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The novels, chapters, replies and reader blocks an inbox page names, in one statement: a page's
 * names cost one round trip instead of one per kind.
 */
export function inboxNamesRepository(db: Db) {
  return {
    async of(refs: InboxPageRefs): Promise<InboxNames> {
      const result = (await db.execute(sql`select
        ${list(sql`select json_agg(json_build_object('id', n.id, 'title', n.title)) from ${novels} n where ${within(sql`n.id`, refs.novelIds)}`)} as novels,
        ${list(sql`select json_agg(json_build_object('id', c.id, 'code', c.code, 'title', c.title)) from ${chapters} c where ${within(sql`c.id`, refs.chapterIds)}`)} as chapters,
        ${list(sql`select json_agg(json_build_object('id', r.id, 'comment_id', r.comment_id, 'text', r.text, 'created_at', ${isoTimestamp(sql`r.created_at`)}, 'edited_at', ${isoTimestamp(sql`r.edited_at`)}) order by r.created_at, r.id)
          from ${commentReplies} r where ${within(sql`r.comment_id`, refs.commentIds)} and r.deleted_at is null`)} as replies,
        ${list(sql`select json_agg(b.reader_id) from ${readerBlocks} b
          where b.author_id = ${refs.authorId} and ${within(sql`b.reader_id`, refs.readerIds)} and b.lifted_at is null and (b.until is null or b.until > ${refs.now.toISOString()}::timestamptz)`)} as blocked`)) as unknown as {
        rows: { [K in keyof InboxNames]: InboxNames[K] | string }[];
      };
      const [row] = result.rows;
      return { novels: parsed(row.novels), chapters: parsed(row.chapters), replies: parsed(row.replies), blocked: parsed(row.blocked) };
    },
  };
}
