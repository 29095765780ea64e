/** A novel as the author's list and form show it. */
import type { NovelDetail, NovelSummary } from '../../../domain/api/novels';
import { uploadKey } from '../../lib/storage/uploads';
import { localized } from './reference';
import type { NovelListRow } from './novels-repository';

/** The novel no. readers and staff quote: the id, zero-padded to 8 digits. */
export const novelNo = (id: number) => String(id).padStart(8, '0');

export function novelSummary(row: NovelListRow, lang: string, urlFor: (key: string) => string): NovelSummary {
  const { novel } = row;
  return {
    original_book_id: novel.id,
    novel_no: novelNo(novel.id),
    title: novel.title,
    name: novel.name,
    cover_url:
      novel.coverUploadId && row.coverMime
        ? urlFor(uploadKey({ id: novel.coverUploadId, kind: 'cover', mime: row.coverMime }))
        : null,
    section_id: novel.sectionId,
    status: novel.status as NovelSummary['status'],
    review_status: novel.reviewStatus as NovelSummary['review_status'],
    reject_reason: novel.rejectReason,
    word_count: novel.wordCount,
    chapter_count: novel.chapterCount,
    next_chapter_code: novel.lastChapterCode + 1,
    last_update_at: novel.lastUpdateAt.toISOString(),
    created_at: novel.createdAt.toISOString(),
    contest: novel.contestId && row.contestNames ? { id: novel.contestId, name: localized(row.contestNames, lang) } : null,
  };
}

export function novelDetail(row: NovelListRow, lang: string, urlFor: (key: string) => string): NovelDetail {
  const { novel } = row;
  return {
    ...novelSummary(row, lang, urlFor),
    blurb: novel.blurb,
    intro: novel.intro,
    protagonists: novel.protagonists,
    category_id: novel.categoryId,
    sub_category_id: novel.subCategoryId,
    genre_ids: novel.genreIds,
    label_ids: novel.labelIds,
    content_rating: novel.contentRating as NovelDetail['content_rating'],
    exclusive: novel.exclusive,
    original_platform: novel.originalPlatform,
    estimated_words: novel.estimatedWords,
    monthly_words: novel.monthlyWords,
    version: novel.version,
    total_income_minor: String(novel.totalIncomeMinor),
    currency: novel.currency,
    total_pv: novel.totalPv,
    followers: novel.followers,
    default_note_before: novel.defaultNoteBefore,
    default_note_after: novel.defaultNoteAfter,
  };
}
