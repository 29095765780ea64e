import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoTimestamp, type JsonText } from '../../db/json-sql';
import { preparedRead } from '../../db/prepared';
import type { CommentCounts, CommentEntry } from '../../../domain/api/comments';

/** A plain inbox page as the database writes it; `removed_reason` is still a message id. */
export interface PlainInboxPage {
  list: (Omit<CommentEntry, 'removed_reason'> & { removed_reason: string | null })[];
  /** whether a comment follows the page, and the last one shown (its time in ms since the epoch, its id) */
  more: boolean;
  last_ms: number | null;
  last_id: number | null;
  counts: Omit<CommentCounts, 'unpinned'>;
  /** the author's latest reply, as an ISO time */
  last_reply_at: string | null;
}

type Param = string | number | Placeholder;

/**
 * A page of the plain inbox (live comments, no novel, chapter, search or filter: what the inbox opens on and
 * scrolls through) in one statement: the comments from the inbox index after the cursor, what they name
 * (novel, chapter, live replies oldest first, whether the reader is blocked now), the counts the database
 * keeps, and the author's latest reply. One round trip instead of four.
 */
function inboxPageQuery(db: Db, { author, beforeAt, beforeId, size, now }: Record<'author' | 'beforeAt' | 'beforeId' | 'size' | 'now', Param>) {
  // NULLS LAST as the inbox index is built, and the cursor as one row comparison the index starts at.
  const page = sql`select c.*, row_number() over (order by c.posted_at desc nulls last, c.id desc nulls last) as n from comments c
    where c.author_id = ${author}::int and c.state = 'live' and (c.posted_at, c.id) < (${beforeAt}::timestamptz, ${beforeId}::int)
    order by c.posted_at desc nulls last, c.id desc nulls last limit ${size}::int + 1`;
  const replies = sql`select json_agg(json_build_object('id', r.id, 'text', r.text, 'created_at', ${isoTimestamp(sql`r.created_at`)}, 'edited_at', ${isoTimestamp(sql`r.edited_at`)}) order by r.created_at, r.id)
    from comment_replies r where r.comment_id = p.id and r.deleted_at is null`;
  const blocked = sql`exists (select from reader_blocks b where b.author_id = ${author}::int and b.reader_id = p.reader_id and b.lifted_at is null
    and (b.until is null or b.until > ${now}::timestamptz))`;
  // Each comment as `CommentEntry` names it: a row of named columns, which the database writes as JSON faster than a
  // json_build_object of the same keys.
  const entry = sql`select p.id, p.type, p.state, p.novel_id as original_book_id, coalesce(nv.title, '') as book_title,
    p.chapter_id, ch.code as chapter_code, ch.title as chapter_title, p.paragraph, p.quote,
    p.reader_id, p.reader_name, ${blocked} as reader_blocked, p.text, p.lang, p.likes,
    ${isoTimestamp(sql`p.posted_at`)} as posted_at, ${isoTimestamp(sql`p.pinned_at`)} as pinned_at, ${isoTimestamp(sql`p.handled_at`)} as handled_at,
    p.removed_reason, ${isoTimestamp(sql`p.removed_at`)} as removed_at, coalesce((${replies}), '[]'::json) as replies`;
  const shown = sql`select json_agg(e order by p.n) filter (where p.n <= ${size}::int) as list, count(*) > ${size}::int as more,
      floor(max(extract(epoch from p.posted_at) * 1000) filter (where p.n = ${size}::int))::bigint as last_ms, max(p.id) filter (where p.n = ${size}::int) as last_id
    from (${page}) p left join novels nv on nv.id = p.novel_id left join chapters ch on ch.id = p.chapter_id cross join lateral (${entry}) e`;
  // Each count by its wire name: `all` is the live comments.
  const sum = (key: string, column = key) => sql.raw(`'${key}', coalesce(sum(k.${column}), 0)::int`);
  const counts = sql`select json_build_object(${sql.join([sum('all', 'live'), ...['unreplied', 'replied', 'pinned', 'review', 'chapter', 'paragraph', 'removed'].map((k) => sum(k))], sql`, `)})
    from comment_counts k where k.author_id = ${author}::int`;
  const lastReply = sql`select ${isoTimestamp(sql`a.last_at`)} from comment_activity a where a.author_id = ${author}::int`;
  return db
    .select({
      data: sql<JsonText<PlainInboxPage>>`json_build_object('list', coalesce(w.list, '[]'::json), 'more', w.more, 'last_ms', w.last_ms, 'last_id', w.last_id,
        'counts', (${counts}), 'last_reply_at', (${lastReply}))::text`.as('data'),
    })
    .from(sql`(${shown}) w`);
}

const plainPage = preparedRead('inbox_page', (db) =>
  inboxPageQuery(db, { author: sql.placeholder('author'), beforeAt: sql.placeholder('beforeAt'), beforeId: sql.placeholder('beforeId'), size: sql.placeholder('size'), now: sql.placeholder('now') }),
);

/** The plain inbox's page after `before` (the first page: none), `size` comments, in one statement. */
export function inboxPageRepository(db: Db) {
  return {
    async plain(authorId: number, before: { at: Date; id: number } | null, size: number, now: Date): Promise<PlainInboxPage> {
      const [row] = await plainPage(db, {
        author: authorId,
        // Every comment sorts before the end of time: the first page is the page after it.
        beforeAt: before ? before.at.toISOString() : 'infinity',
        beforeId: before ? before.id : 2_147_483_647,
        size,
        now: now.toISOString(),
      });
      return JSON.parse(row.data) as PlainInboxPage;
    },
    statement: (values: Record<string, unknown>) => plainPage.statement(db, values),
  };
}
