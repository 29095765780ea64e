/** What the editor reads of a chapter: the chapter itself, its history and comparisons between versions. */
import type { Db } from '../../db/client';
import { isLiveChapter, type ChapterStatus, type UpdatedContentStatus } from '../../../domain/chapter';
import { chapterDocToText } from '../../../domain/chapter-doc';
import { diffChapterDocs, diffStats } from '../../../domain/diff';
import { RELEASED_VERSION, type ChapterComparison, type ChapterDetail, type ChapterVersionEntry } from '../../../domain/api/chapters';
import { notFound } from '../../lib/errors';
import { firstPaidCode, versionList, versionOf } from './chapter-store';
import { requireChapter } from './owned';
import { workingText } from './transitions';

/** GET writeCenter.chapterInfo: the text being written, the live one beside it, and the version to save against. */
export async function chapterInfo(db: Db, authorId: number, id: number): Promise<ChapterDetail> {
  const { chapter: c, novel } = await requireChapter(db, authorId, id);
  const text = workingText(c);
  const paidFrom = await firstPaidCode(db, novel.id);
  const hasDraft = c.draftContent !== null || c.draftTitle !== null;
  return {
    original_chapter_id: c.id,
    original_book_id: novel.id,
    book_title: novel.title,
    section_id: novel.sectionId,
    chapter_code: c.code,
    title: text.title,
    content: chapterDocToText(text.doc),
    content_doc: text.doc,
    note_before: c.noteBefore,
    note_after: c.noteAfter,
    default_note_before: novel.defaultNoteBefore,
    default_note_after: novel.defaultNoteAfter,
    live_title: hasDraft ? c.title : null,
    live_content: hasDraft ? c.content : null,
    live_content_doc: hasDraft ? c.contentDoc : null,
    has_draft: hasDraft,
    words: c.words,
    status: c.status as ChapterStatus,
    updated_content_status: c.updatedContentStatus as UpdatedContentStatus | null,
    reject_reason: c.rejectReason,
    first_paid: c.firstPaid,
    paid: paidFrom !== null && c.code >= paidFrom,
    release_at: c.releaseAt?.toISOString() ?? null,
    submitted_at: c.submittedAt?.toISOString() ?? null,
    updated_at: c.updatedAt.toISOString(),
    version: c.version,
    next_chapter_code: novel.lastChapterCode + 1,
  };
}

export async function chapterVersions(db: Db, authorId: number, id: number): Promise<ChapterVersionEntry[]> {
  await requireChapter(db, authorId, id);
  const rows = await versionList(db, id);
  return rows.map((v) => ({ version: v.version, title: v.title, words: v.words, kind: v.kind as ChapterVersionEntry['kind'], saved_at: v.savedAt.toISOString() }));
}

export async function chapterVersion(db: Db, authorId: number, id: number, version: number): Promise<ChapterVersionEntry> {
  await requireChapter(db, authorId, id);
  const v = await versionOf(db, id, version);
  if (!v) throw notFound('chapter.version.notFound');
  return { version: v.version, title: v.title, words: v.words, kind: v.kind as ChapterVersionEntry['kind'], saved_at: v.savedAt.toISOString(), content: v.content, content_doc: v.contentDoc };
}

/** One side of a comparison: a saved version, or what readers see of a live chapter ("as released"). */
export async function compared(db: Db, authorId: number, id: number, version: number | typeof RELEASED_VERSION): Promise<ChapterComparison['from']> {
  if (version !== RELEASED_VERSION) {
    const v = await chapterVersion(db, authorId, id, version);
    return { version: v.version, title: v.title, words: v.words, content: v.content!, content_doc: v.content_doc! };
  }
  const { chapter: c } = await requireChapter(db, authorId, id);
  if (!isLiveChapter(c.status)) throw notFound('chapter.version.notFound');
  return { version: null, title: c.title, words: c.words, content: c.content, content_doc: c.contentDoc };
}

/** GET writeCenter.chapterCompare: the changes from one version to another, formatting included. */
export async function compareVersions(db: Db, authorId: number, id: number, from: number | typeof RELEASED_VERSION, to: number | typeof RELEASED_VERSION): Promise<ChapterComparison> {
  const [a, b] = [await compared(db, authorId, id, from), await compared(db, authorId, id, to)];
  const parts = diffChapterDocs(a.content_doc, b.content_doc);
  const { added, removed } = diffStats(parts.filter((p) => p.kind !== 'formatted'));
  return { from: a, to: b, parts, added, removed, formatted: parts.filter((p) => p.kind === 'formatted').length };
}
