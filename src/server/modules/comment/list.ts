import type { Db } from '../../db/client';
import type { CommentCounts, CommentEntry, CommentList, CommentListQuery } from '../../../domain/api/comments';
import { COMMENT_PAGE_SIZE, replyWaitSeconds } from '../../../domain/comment';
import { translate } from '../../lib/i18n';
import { ValidationError } from '../../lib/errors';
import { parseTimeIdCursor, timeIdCursor } from '../../../domain/api/cursor';
import { commentsRepository, type CommentScope } from './comments-repository';
import { inboxNamesRepository } from './inbox-names-repository';
import { inboxPageRepository } from './inbox-page-repository';
import { repliesRepository } from './replies-repository';

/** Seconds until the author may reply again. */
export async function waitSeconds(db: Db, authorId: number, now: Date): Promise<number> {
  return replyWaitSeconds(await repliesRepository(db).lastReplyAt(authorId), now);
}

/** How many comments each filter holds, over `scope` (the author, and a novel, chapter or search). */
export async function countComments(db: Db, scope: CommentScope): Promise<CommentCounts> {
  return commentsRepository(db).counts(scope);
}

/**
 * The author's inbox (GET /v1/comment.list): newest first, `limit` (at most 50) a page by a (time, id) cursor, with
 * the portal's filters; the counts per filter are over the same novel, chapter and search, so each
 * says what choosing it would show.
 */
export async function listComments(db: Db, authorId: number, query: CommentListQuery, options: { lang: string; now: Date }): Promise<CommentList> {
  return isPlainInbox(query) ? plainInbox(db, authorId, query, options) : filteredInbox(db, authorId, query, options);
}

/** The inbox as it opens and scrolls: live comments of every novel, no search, no filter. */
export function isPlainInbox(query: CommentListQuery): boolean {
  return (
    query.original_book_id === undefined &&
    query.chapter_id === undefined &&
    !query.q &&
    (query.view ?? 'live') === 'live' &&
    (query.type ?? 'all') === 'all' &&
    (query.pinned ?? 'all') === 'all' &&
    (query.reply ?? 'all') === 'all'
  );
}

function cursorOf(query: CommentListQuery): { at: Date; id: number } | null {
  if (!query.cursor) return null;
  const after = parseTimeIdCursor(query.cursor);
  if (!after) throw new ValidationError({ cursor: { id: 'validation.invalid' } });
  return after;
}

/** A page of the plain inbox, in one statement (inbox-page-repository.ts). */
async function plainInbox(db: Db, authorId: number, query: CommentListQuery, options: { lang: string; now: Date }): Promise<CommentList> {
  const size = Math.min(query.limit ?? COMMENT_PAGE_SIZE, COMMENT_PAGE_SIZE);
  const page = await inboxPageRepository(db).plain(authorId, cursorOf(query), size, options.now);
  return {
    list: page.list.map((c) => ({ ...c, removed_reason: c.removed_reason ? translate(options.lang, c.removed_reason) : null })),
    next_cursor: page.more && page.last_ms !== null && page.last_id !== null ? timeIdCursor(new Date(page.last_ms), page.last_id) : null,
    counts: { ...page.counts, unpinned: page.counts.all - page.counts.pinned },
    wait_seconds: replyWaitSeconds(page.last_reply_at ? new Date(page.last_reply_at) : null, options.now),
  };
}

/** A page of the inbox through a novel, chapter, search, view or filter: the page, its names, the counts and the wait. */
export async function filteredInbox(db: Db, authorId: number, query: CommentListQuery, options: { lang: string; now: Date }): Promise<CommentList> {
  const scope: CommentScope = { authorId, novelId: query.original_book_id, chapterId: query.chapter_id, q: query.q };

  // The counts scan the author's comments; they run beside the page's queries (another pooled connection on PostgreSQL).
  const counting = countComments(db, scope);
  const waiting = waitSeconds(db, authorId, options.now);
  // Awaited below; until then a failure must not count as unhandled.
  counting.catch(() => undefined);
  waiting.catch(() => undefined);
  const after = cursorOf(query);

  // The page first, from the comments alone, then its novels and chapters by id.
  const size = Math.min(query.limit ?? COMMENT_PAGE_SIZE, COMMENT_PAGE_SIZE);
  const found = await commentsRepository(db).page(scope, { view: query.view, type: query.type, pinned: query.pinned, reply: query.reply, after }, size + 1);
  const shown = found.slice(0, size);
  // What the page's comments name, in one statement.
  const names = await inboxNamesRepository(db).of({
    authorId,
    novelIds: [...new Set(shown.map((c) => c.novelId))],
    chapterIds: [...new Set(shown.flatMap((c) => (c.chapterId ? [c.chapterId] : [])))],
    commentIds: shown.map((c) => c.id),
    readerIds: [...new Set(shown.map((c) => c.readerId))],
    now: options.now,
  });
  const blocked = new Set(names.blocked);
  const titleOf = new Map(names.novels.map((n) => [n.id, n.title]));
  const chapterOf = new Map(names.chapters.map((c) => [c.id, c]));
  const page = shown.map((c) => ({ c, bookTitle: titleOf.get(c.novelId) ?? '', chapterCode: c.chapterId ? (chapterOf.get(c.chapterId)?.code ?? null) : null, chapterTitle: c.chapterId ? (chapterOf.get(c.chapterId)?.title ?? null) : null }));
  const repliesOf = new Map<number, CommentEntry['replies']>();
  for (const r of names.replies) {
    const list = repliesOf.get(r.comment_id) ?? [];
    list.push({ id: r.id, text: r.text, created_at: r.created_at, edited_at: r.edited_at });
    repliesOf.set(r.comment_id, list);
  }

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
    next_cursor: found.length > size && last ? timeIdCursor(last.postedAt, last.id) : null,
    counts,
    wait_seconds: wait,
  };
}
