import { getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshStaleStatistics } from '../../db/statistics';
import { comments } from '../../db/schema';
import type { CommentIngestReport, CommentWire, RetractReport } from '../../../domain/api/comments';
import { vetComment, wordListMatcher } from '../../../domain/vetting';
import { dayMessage, dayProblem } from '../../../domain/calendar-day';
import { reachedReaders } from '../../../domain/chapter';
import { siteOfAuthor } from '../../../domain/sites';
import { translate } from '../../lib/i18n';
import { audit } from '../audit';
import type { Notices } from '../notification';
import { commentWordsRepository } from './comment-words-repository';
import { commentsRepository } from './comments-repository';
import { readerBlocksRepository } from './reader-blocks-repository';
import { worksRepository } from './works-repository';

/** How far ahead of the server's clock a comment's time may be (clocks drift). */
const AHEAD_MS = 10 * 60_000;

/** The staff's word list, as a matcher. */
export async function wordList(db: Db) {
  const rows = await commentWordsRepository(db).words();
  return wordListMatcher(rows.map((r) => r.word));
}

/** The readers an author blocks at `now`, keyed `author:reader`. */
async function liveBlocks(db: Db, pairs: { authorId: number; readerId: string }[], now: Date): Promise<Set<string>> {
  if (!pairs.length) return new Set();
  const readers = [...new Set(pairs.map((p) => p.readerId))];
  const authorIds = [...new Set(pairs.map((p) => p.authorId))];
  const rows = await readerBlocksRepository(db).blocksAmong(authorIds, readers, now);
  return new Set(rows.map((r) => `${r.authorId}:${r.readerId}`));
}

/**
 * Comments from the reader site (POST /platform/v1/comment.ingest, the simulator, the demo): each
 * good comment is stored once (by the platform's id); on arrival the vetting removes those with
 * contact details or listed words, and a blocked reader's are hidden, each with its reason and an
 * audit entry. New reviews reach their author as one notice per novel. A bad comment is reported
 * with its reason and the others are kept; a comment on a chapter readers cannot have seen (a draft,
 * a scheduled one) is a bad one.
 */
export async function ingestComments(
  db: Db,
  list: readonly CommentWire[],
  options: {
    lang: string;
    now?: Date;
    /** how authors are told of new reviews; none for the demo's history */
    notices?: Notices;
    /** the sites the sender may write for (a platform key's); a comment on another site's work is refused. Unset: every site. */
    sites?: readonly number[];
  },
): Promise<CommentIngestReport> {
  const now = options.now ?? new Date();
  const rejected: CommentIngestReport['rejected'] = [];
  const reject = (index: number, id: string, reason: string, values?: Record<string, string | number>) => rejected.push({ index, id, reason: translate(options.lang, reason, values) });

  const bookIds = [...new Set(list.map((c) => c.original_book_id))];
  const chapterIds = [...new Set(list.flatMap((c) => (c.chapter_id ? [c.chapter_id] : [])))];
  const worksRows = worksRepository(db);
  const works = bookIds.length ? await worksRows.novelsWithSite(bookIds) : [];
  const workOf = new Map(works.map((w) => [w.id, w]));
  const chapterRows = chapterIds.length ? await worksRows.chapterReleases(chapterIds) : [];
  const chapterOf = new Map(chapterRows.map((c) => [c.id, c]));
  const listed = await wordList(db);

  const seen = new Set<string>();
  const good: (typeof comments.$inferInsert)[] = [];
  list.forEach((c, index) => {
    if (seen.has(c.id)) return reject(index, c.id, 'comment.ingest.repeated');
    seen.add(c.id);
    const work = workOf.get(c.original_book_id);
    if (!work) return reject(index, c.id, 'comment.ingest.unknownWork', { id: c.original_book_id });
    const site = siteOfAuthor(work.fromSite);
    if (options.sites && !options.sites.includes(site)) return reject(index, c.id, 'platform.site.refused', { id: work.id, site });
    if (c.type !== 'review' && !c.chapter_id) return reject(index, c.id, 'comment.ingest.chapterMissing');
    const chapter = c.chapter_id ? chapterOf.get(c.chapter_id) : undefined;
    if (c.chapter_id && chapter?.novelId !== c.original_book_id) return reject(index, c.id, 'comment.ingest.unknownChapter', { id: c.chapter_id });
    if (c.type !== 'review' && chapter && !reachedReaders(chapter)) return reject(index, c.id, 'comment.ingest.notReleased', { id: chapter.id });
    if (c.type === 'paragraph' && !c.paragraph) return reject(index, c.id, 'comment.ingest.paragraphMissing');
    const postedDay = dayProblem(c.posted_at.slice(0, 10));
    if (postedDay) {
      const { id: message, values } = dayMessage(c.posted_at.slice(0, 10), postedDay);
      return reject(index, c.id, message, values);
    }
    const posted = new Date(c.posted_at);
    if (Number.isNaN(posted.getTime()) || posted.getTime() > now.getTime() + AHEAD_MS) return reject(index, c.id, 'comment.ingest.time');
    const vetting = vetComment(c.text, listed);
    good.push({
      externalId: c.id,
      authorId: work.authorId,
      novelId: work.id,
      chapterId: c.type === 'review' ? null : c.chapter_id!,
      type: c.type,
      paragraph: c.type === 'paragraph' ? c.paragraph! : null,
      quote: c.type === 'paragraph' ? (c.quote ?? null) : null,
      readerId: c.reader_id,
      readerName: c.reader_name,
      text: c.text,
      lang: c.lang,
      likes: c.likes ?? 0,
      postedAt: posted,
      state: vetting ? 'auto_removed' : 'live',
      removedReason: vetting ? `comment.removed.${vetting}` : null,
      removedAt: vetting ? now : null,
    });
  });

  const blocked = await liveBlocks(db, good.map((g) => ({ authorId: g.authorId, readerId: g.readerId })), now);
  for (const g of good) {
    if (g.state === 'live' && blocked.has(`${g.authorId}:${g.readerId}`)) Object.assign(g, { state: 'hidden', removedReason: 'comment.removed.blocked', removedAt: now });
  }

  const report = await db.transaction(async (tx) => {
    const stored = good.length ? await commentsRepository(tx).insertNew(good) : [];
    const removed = stored.filter((s) => s.state !== 'live');
    for (const r of removed) {
      await audit(tx, {
        actor: { kind: 'system' },
        action: r.state === 'hidden' ? 'comment.hidden_by_block' : 'comment.auto_removed',
        subject: { kind: 'comment', id: r.id, userId: r.authorId },
        after: { state: r.state, reason: r.removedReason },
      });
    }
    // One notice per author and novel for the new reviews readers can see.
    const reviews = new Map<string, { authorId: number; novelId: number; count: number }>();
    for (const s of stored) {
      if (s.type !== 'review' || s.state !== 'live') continue;
      const key = `${s.authorId}:${s.novelId}`;
      const entry = reviews.get(key) ?? { authorId: s.authorId, novelId: s.novelId, count: 0 };
      entry.count += 1;
      reviews.set(key, entry);
    }
    const { notices } = options;
    if (notices) {
      for (const r of reviews.values()) {
        await notices.notify(tx, r.authorId, {
          kind: 'comment',
          template: 'notice.comment.reviews',
          params: { count: r.count, title: workOf.get(r.novelId)!.title },
          link: `/commentManage?type=review&book=${r.novelId}`,
        });
      }
    }
    return { accepted: stored.length, removed: removed.length, duplicates: good.length - stored.length, rejected };
  });
  // A bulk import: the inbox's plans must follow the table as it grows (analyzed once it changed by a tenth).
  if (report.accepted) await refreshStaleStatistics(db, [getTableName(comments)], report.accepted);
  return report;
}

/**
 * Comments their readers deleted on the reader site (POST /platform/v1/comment.retract): gone from
 * the inbox for good. With `sites` (a platform key's), comments on other sites' works are left as
 * they are and counted as refused.
 */
export async function retractComments(db: Db, ids: readonly string[], now = new Date(), sites?: readonly number[]): Promise<RetractReport> {
  const unique = [...new Set(ids)];
  let refused = 0;
  let allowed = unique;
  if (sites) {
    const found = await commentsRepository(db).authorSites(unique);
    const elsewhere = new Set(found.filter((c) => !sites.includes(siteOfAuthor(c.fromSite))).map((c) => c.externalId));
    refused = elsewhere.size;
    allowed = unique.filter((id) => !elsewhere.has(id));
  }
  const rows = allowed.length ? await commentsRepository(db).retract(allowed, now) : [];
  return { retracted: rows.length, unknown: allowed.length - rows.length, refused };
}
