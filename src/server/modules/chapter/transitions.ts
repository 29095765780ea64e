import { isLiveChapter, type ChapterStatus, type SaveAction } from '../../../domain/chapter';
import type { ChapterDoc } from '../../../domain/chapter-doc';
import type { Chapter } from '../../db/schema';
import { sameDoc, type ContentChanges } from './chapter-content';

/** What the author writes: a title and the chapter's document (its text and HTML derive from it). */
export interface ChapterText {
  title: string;
  doc: ChapterDoc;
}

/** What a save changes on the chapter row, and what it tells the author. */
export interface SavePlan {
  changes: Pick<ContentChanges, 'title' | 'contentDoc' | 'draftTitle' | 'draftDoc' | 'status' | 'updatedContentStatus' | 'rejectReason' | 'releaseAt' | 'submittedAt'>;
  /** the server message id for the envelope's desc */
  message: string;
  /** the chapter goes live with this save */
  released: boolean;
  /** the save must pass the full chapter rules first */
  checked: boolean;
}

/** The text the author is working on: the unpublished edit when there is one. */
export const workingText = (c: Pick<Chapter, 'title' | 'contentDoc' | 'draftTitle' | 'draftDoc'>): ChapterText => ({
  title: c.draftTitle ?? c.title,
  doc: c.draftDoc ?? c.contentDoc,
});

/** Keeps an edit beside the committed text, or drops it when it says the same (formatting included). */
const asDraft = (c: Pick<Chapter, 'title' | 'contentDoc'>, input: ChapterText) =>
  input.title === c.title && sameDoc(input.doc, c.contentDoc) ? { draftTitle: null, draftDoc: null } : { draftTitle: input.title, draftDoc: input.doc };

/**
 * How a save acts on each status. A draft's own text is the draft.
 * A scheduled or live chapter keeps its committed text and holds edits beside
 * it until the author schedules or publishes them; a live chapter's edit then
 * waits for review, and readers keep the live text until it passes.
 * Returns undefined where the action does not apply to the status.
 */
export function planSave(chapter: Pick<Chapter, 'status' | 'title' | 'contentDoc'>, action: SaveAction, input: ChapterText, now: Date, releaseAt?: Date): SavePlan | undefined {
  const status = chapter.status as ChapterStatus;
  const text = { title: input.title, contentDoc: input.doc, draftTitle: null, draftDoc: null };
  if (status === 'draft') {
    switch (action) {
      case 'autosave':
      case 'draft':
      case 'unschedule':
        return { changes: text, message: 'chapter.saved', released: false, checked: false };
      case 'publish':
        return { changes: { ...text, status: 'released', releaseAt: now, submittedAt: now }, message: 'chapter.published', released: true, checked: true };
      case 'schedule':
        return { changes: { ...text, status: 'scheduled', releaseAt, submittedAt: now }, message: 'chapter.scheduled', released: false, checked: true };
    }
  }
  if (status === 'scheduled') {
    switch (action) {
      case 'autosave':
      case 'draft':
        return { changes: asDraft(chapter, input), message: 'chapter.saved', released: false, checked: false };
      case 'publish':
        return { changes: { ...text, status: 'released', releaseAt: now, submittedAt: now }, message: 'chapter.published', released: true, checked: true };
      case 'schedule':
        return { changes: { ...text, releaseAt, submittedAt: now }, message: 'chapter.scheduled', released: false, checked: true };
      case 'unschedule':
        return { changes: { ...text, status: 'draft', releaseAt: null }, message: 'chapter.unscheduled', released: false, checked: false };
    }
  }
  if (isLiveChapter(status)) {
    switch (action) {
      case 'autosave':
      case 'draft':
        return { changes: asDraft(chapter, input), message: 'chapter.saved', released: false, checked: false };
      case 'publish': {
        const draft = asDraft(chapter, input);
        // Nothing differs from what readers see: there is nothing to review.
        if (draft.draftTitle === null) return { changes: { ...draft, updatedContentStatus: null, rejectReason: null }, message: 'chapter.editSucceeded', released: false, checked: true };
        return { changes: { ...draft, updatedContentStatus: 'pending_review', rejectReason: null, submittedAt: now }, message: 'chapter.editSucceeded', released: false, checked: true };
      }
      default:
        return undefined;
    }
  }
  return undefined;
}
