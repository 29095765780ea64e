import type { Db } from '../../db/client';
import type { Chapter, Novel } from '../../db/schema';
import { isLiveChapter } from '../../../domain/chapter';
import type { ReleaseEvent, ReleaseFeed, ReleaseKind, ReleaseNovel, ReleasedChapter } from '../../../domain/api/release-feed';
import { uploadKey } from '../../lib/storage/uploads';
import { releasedChapterContent } from './content';
import { releasesRepository } from './releases-repository';
import { worksRepository } from './works-repository';

const CHAPTER_KINDS: readonly ReleaseKind[] = ['chapter_released', 'chapter_updated'];

function novelWire(novel: Novel, authorName: string, coverMime: string | null, firstPaid: number | null, urlFor: (key: string) => string): ReleaseNovel {
  return {
    original_book_id: novel.id,
    title: novel.title,
    name: novel.name,
    author_name: authorName,
    blurb: novel.blurb,
    intro: novel.intro,
    protagonists: novel.protagonists,
    section_id: novel.sectionId,
    category_id: novel.categoryId,
    sub_category_id: novel.subCategoryId,
    genre_ids: novel.genreIds,
    label_ids: novel.labelIds,
    content_rating: novel.contentRating as ReleaseNovel['content_rating'],
    cover_url: novel.coverUploadId && coverMime ? urlFor(uploadKey({ id: novel.coverUploadId, kind: 'cover', mime: coverMime })) : null,
    status: novel.status as ReleaseNovel['status'],
    review_status: novel.reviewStatus as ReleaseNovel['review_status'],
    first_paid_chapter_code: firstPaid,
    word_count: novel.wordCount,
  };
}

function chapterWire(chapter: Chapter, novel: Novel, firstPaid: number | null): ReleasedChapter {
  const content = releasedChapterContent(chapter, novel);
  return {
    original_chapter_id: chapter.id,
    chapter_code: chapter.code,
    title: chapter.title,
    html: content.html,
    text: content.text,
    note_before: content.noteBefore,
    note_after: content.noteAfter,
    words: chapter.words,
    paid: firstPaid !== null && chapter.code >= firstPaid,
    released_at: (chapter.releaseAt ?? chapter.updatedAt).toISOString(),
  };
}

/**
 * release.feed: what the key's `sites` must mirror after `cursor`, oldest first, `limit` at a time
 * (an author from no site belongs to the special site). Each event carries the novel and the
 * chapter as they are now: only live text, never an update waiting for review.
 */
export async function readReleaseFeed(db: Db, cursor: number, limit: number, sites: readonly number[], urlFor: (key: string) => string): Promise<ReleaseFeed> {
  const rows = await releasesRepository(db).after(cursor, limit + 1, sites);
  const page = rows.slice(0, limit);
  if (!page.length) return { events: [], cursor, more: false };

  const novelIds = [...new Set(page.map((e) => e.novelId))];
  const chapterIds = [...new Set(page.flatMap((e) => (e.chapterId === null ? [] : [e.chapterId])))];
  // One after another: inside a transaction (the back office's simulator) they share one connection.
  const works = worksRepository(db);
  const novelRows = await works.novels(novelIds);
  const paidRows = await works.firstPaidCodes(novelIds);
  const chapterRows: Chapter[] = chapterIds.length ? await works.chapters(chapterIds) : [];
  const firstPaid = new Map(paidRows.map((r) => [r.novelId, r.code]));
  const novelById = new Map(novelRows.map((r) => [r.novel.id, r]));
  const chapterById = new Map(chapterRows.map((c) => [c.id, c]));
  const events: ReleaseEvent[] = page.map((e) => {
    const { novel, penName, coverMime } = novelById.get(e.novelId)!;
    const paidFrom = firstPaid.get(novel.id) ?? null;
    const chapter = e.chapterId === null ? undefined : chapterById.get(e.chapterId);
    const live = chapter && CHAPTER_KINDS.includes(e.kind as ReleaseKind) && isLiveChapter(chapter.status);
    return {
      seq: e.seq,
      kind: e.kind as ReleaseKind,
      at: e.at.toISOString(),
      novel: novelWire(novel, penName ?? '', coverMime, paidFrom, urlFor),
      original_chapter_id: e.chapterId,
      chapter_code: chapter?.code ?? null,
      chapter: live ? chapterWire(chapter, novel, paidFrom) : null,
      silent: e.silent,
    };
  });
  return { events, cursor: page.at(-1)!.seq, more: rows.length > limit };
}
