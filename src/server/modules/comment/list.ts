import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, commentActivity, commentReplies, comments, novels, readerBlocks } from '../../db/schema';
import type { CommentCounts, CommentEntry, CommentList, CommentListQuery } from '../../../domain/api/comments';
import { COMMENT_PAGE_SIZE, REMOVED_STATES, replyWaitSeconds } from '../../../domain/comment';
import { translate } from '../../lib/i18n';
import { ValidationError } from '../../lib/errors';
import { parseTimeIdCursor, timeIdCursor } from '../../../domain/api/cursor';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Seconds until the author may reply again. */
export async function waitSeconds(db: Db, authorId: number, now: Date): Promise<number> {
  const [row] = await db.select({ lastAt: commentActivity.lastAt }).from(commentActivity).where(eq(commentActivity.authorId, authorId));
  return replyWaitSeconds(row?.lastAt ?? null, now);
}

/** The readers among `readerIds` the author blocks at `now`. */
export async function blockedReaders(db: Db, authorId: number, readerIds: readonly string[], now: Date): Promise<Set<string>> {
  if (!readerIds.length) return new Set();
  const rows = await db
    .select({ readerId: readerBlocks.readerId })
    .from(readerBlocks)
    .where(and(eq(readerBlocks.authorId, authorId), inArray(readerBlocks.readerId, [...readerIds]), isNull(readerBlocks.liftedAt), or(isNull(readerBlocks.until), gt(readerBlocks.until, now))));
  return new Set(rows.map((r) => r.readerId));
}

/** How many comments each filter holds, over `scope` (the author, and a novel, chapter or search). */
export async function countComments(db: Db, scope: SQL[]): Promise<CommentCounts> {
  const [counts] = await db
    .select({
      all: sql<number>`count(*) filter (where ${comments.state} = 'live')`.mapWith(Number),
      unreplied: sql<number>`count(*) filter (where ${comments.state} = 'live' and ${comments.repliedAt} is null and ${comments.handledAt} is null)`.mapWith(Number),
      replied: sql<number>`count(*) filter (where ${comments.state} = 'live' and ${comments.repliedAt} is not null)`.mapWith(Number),
      pinned: sql<number>`count(*) filter (where ${comments.state} = 'live' and ${comments.pinnedAt} is not null)`.mapWith(Number),
      unpinned: sql<number>`count(*) filter (where ${comments.state} = 'live' and ${comments.pinnedAt} is null)`.mapWith(Number),
      review: sql<number>`count(*) filter (where ${comments.state} = 'live' and ${comments.type} = 'review')`.mapWith(Number),
      chapter: sql<number>`count(*) filter (where ${comments.state} = 'live' and ${comments.type} = 'chapter')`.mapWith(Number),
      paragraph: sql<number>`count(*) filter (where ${comments.state} = 'live' and ${comments.type} = 'paragraph')`.mapWith(Number),
      removed: sql<number>`count(*) filter (where ${inArray(comments.state, [...REMOVED_STATES])})`.mapWith(Number),
    })
    .from(comments)
    .where(and(...scope));
  return counts as CommentCounts;
}

/**
 * The author's inbox (GET /v1/comment.list): newest first, 50 a page by a (time, id) cursor, with
 * the portal's filters; the counts per filter are over the same novel, chapter and search, so each
 * says what choosing it would show.
 */
export async function listComments(db: Db, authorId: number, query: CommentListQuery, options: { lang: string; now: Date }): Promise<CommentList> {
  const scope: SQL[] = [eq(comments.authorId, authorId)];
  if (query.original_book_id) scope.push(eq(comments.novelId, query.original_book_id));
  if (query.chapter_id) scope.push(eq(comments.chapterId, query.chapter_id));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    scope.push(or(sql`${comments.text} ilike ${pattern}`, sql`${comments.readerName} ilike ${pattern}`, sql`${comments.quote} ilike ${pattern}`)!);
  }

  // The counts scan the author's comments; they run beside the page's queries (another pooled connection on PostgreSQL).
  const counting = countComments(db, scope);
  const waiting = waitSeconds(db, authorId, options.now);
  // Awaited below; until then a failure must not count as unhandled.
  counting.catch(() => undefined);
  waiting.catch(() => undefined);
  const where: SQL[] = [...scope];
  where.push(query.view === 'removed' ? inArray(comments.state, [...REMOVED_STATES]) : eq(comments.state, 'live'));
  if (query.type && query.type !== 'all') where.push(eq(comments.type, query.type));
  if (query.pinned === 'pinned') where.push(isNotNull(comments.pinnedAt));
  if (query.pinned === 'unpinned') where.push(isNull(comments.pinnedAt));
  if (query.reply === 'unreplied') where.push(isNull(comments.repliedAt), isNull(comments.handledAt));
  if (query.reply === 'replied') where.push(isNotNull(comments.repliedAt));
  if (query.cursor) {
    const after = parseTimeIdCursor(query.cursor);
    if (!after) throw new ValidationError({ cursor: { id: 'validation.invalid' } });
    const { at, id } = after;
    where.push(or(sql`${comments.postedAt} < ${at.toISOString()}`, and(sql`${comments.postedAt} = ${at.toISOString()}`, sql`${comments.id} < ${id}`))!);
  }

  // The page first, from the comments alone (the inbox index gives them in order), then its novels and
  // chapters by id: joined before the limit, a planner with stale statistics joins every row first.
  const found = await db
    .select()
    .from(comments)
    .where(and(...where))
    .orderBy(desc(comments.postedAt), desc(comments.id))
    .limit(COMMENT_PAGE_SIZE + 1);
  const novelIds = [...new Set(found.map((c) => c.novelId))];
  const chapterIds = [...new Set(found.flatMap((c) => (c.chapterId ? [c.chapterId] : [])))];
  const [novelRows, chapterRows] = await Promise.all([
    novelIds.length ? db.select({ id: novels.id, title: novels.title }).from(novels).where(inArray(novels.id, novelIds)) : [],
    chapterIds.length ? db.select({ id: chapters.id, code: chapters.code, title: chapters.title }).from(chapters).where(inArray(chapters.id, chapterIds)) : [],
  ]);
  const titleOf = new Map(novelRows.map((n) => [n.id, n.title]));
  const chapterOf = new Map(chapterRows.map((c) => [c.id, c]));
  const rows = found.map((c) => ({ c, bookTitle: titleOf.get(c.novelId) ?? '', chapterCode: c.chapterId ? (chapterOf.get(c.chapterId)?.code ?? null) : null, chapterTitle: c.chapterId ? (chapterOf.get(c.chapterId)?.title ?? null) : null }));
  const page = rows.slice(0, COMMENT_PAGE_SIZE);
  const ids = page.map((r) => r.c.id);

  const replies = ids.length
    ? await db
        .select()
        .from(commentReplies)
        .where(and(inArray(commentReplies.commentId, ids), isNull(commentReplies.deletedAt)))
        .orderBy(asc(commentReplies.createdAt), asc(commentReplies.id))
    : [];
  const repliesOf = new Map<number, CommentEntry['replies']>();
  for (const r of replies) {
    const list = repliesOf.get(r.commentId) ?? [];
    list.push({ id: r.id, text: r.text, created_at: r.createdAt.toISOString(), edited_at: r.editedAt?.toISOString() ?? null });
    repliesOf.set(r.commentId, list);
  }
  const blocked = await blockedReaders(db, authorId, [...new Set(page.map((r) => r.c.readerId))], options.now);

  const [counts, wait] = await Promise.all([counting, waiting]);

  const last = page.at(-1)?.c;
  return {
    list: page.map(({ c, bookTitle, chapterCode, chapterTitle }) => ({
      id: c.id,
      type: c.type as CommentEntry['type'],
      state: c.state as CommentEntry['state'],
      original_book_id: c.novelId,
      book_title: bookTitle,
      chapter_id: c.chapterId,
      chapter_code: chapterCode,
      chapter_title: chapterTitle,
      paragraph: c.paragraph,
      quote: c.quote,
      reader_id: c.readerId,
      reader_name: c.readerName,
      reader_blocked: blocked.has(c.readerId),
      text: c.text,
      lang: c.lang,
      likes: c.likes,
      posted_at: c.postedAt.toISOString(),
      pinned_at: c.pinnedAt?.toISOString() ?? null,
      handled_at: c.handledAt?.toISOString() ?? null,
      removed_reason: c.removedReason ? translate(options.lang, c.removedReason) : null,
      removed_at: c.removedAt?.toISOString() ?? null,
      replies: repliesOf.get(c.id) ?? [],
    })),
    next_cursor: rows.length > COMMENT_PAGE_SIZE && last ? timeIdCursor(last.postedAt, last.id) : null,
    counts,
    wait_seconds: wait,
  };
}
