/**
 * The reader site's copy of the authors' works, built from release.feed: the rule every mirror
 * follows, shared by the back office's simulator and the tests that compare a mirror with what the
 * author sees. Events are applied in `seq` order; each carries the novel as it is now, so the
 * paid line of every chapter follows the novel's first paid chapter.
 */
import type { ReleaseEvent, ReleaseNovel, ReleasedChapter } from './api/release-feed';

export interface MirroredNovel {
  novel: ReleaseNovel;
  /** live chapters by id */
  chapters: Map<number, ReleasedChapter>;
}

export type Mirror = Map<number, MirroredNovel>;

export const emptyMirror = (): Mirror => new Map();

/** Applies events, oldest first, to the mirror (and returns it). */
export function applyReleaseEvents(mirror: Mirror, events: readonly ReleaseEvent[]): Mirror {
  for (const event of events) {
    const entry = mirror.get(event.novel.original_book_id) ?? { novel: event.novel, chapters: new Map<number, ReleasedChapter>() };
    entry.novel = event.novel;
    mirror.set(event.novel.original_book_id, entry);
    // A chapter event without a chapter names one readers may no longer see (deleted, or no longer live).
    if (event.chapter) entry.chapters.set(event.chapter.original_chapter_id, event.chapter);
    else if (event.original_chapter_id !== null) entry.chapters.delete(event.original_chapter_id);
  }
  return mirror;
}

/** Whether readers pay for a chapter under the novel's current first paid chapter. */
export const isPaidChapter = (novel: Pick<ReleaseNovel, 'first_paid_chapter_code'>, chapterCode: number) =>
  novel.first_paid_chapter_code !== null && chapterCode >= novel.first_paid_chapter_code;

/** A novel's live chapters in reading order, with the paid line as the novel has it now. */
export function mirroredChapters(entry: MirroredNovel): ReleasedChapter[] {
  return [...entry.chapters.values()].sort((a, b) => a.chapter_code - b.chapter_code).map((c) => ({ ...c, paid: isPaidChapter(entry.novel, c.chapter_code) }));
}

/** Novels as a reader site lists them: not deleted, in id order. */
export function mirroredNovels(mirror: Mirror): MirroredNovel[] {
  return [...mirror.values()].filter((e) => e.novel.status !== 'deleted').sort((a, b) => a.novel.original_book_id - b.novel.original_book_id);
}
