import * as React from 'react';
import type { ChapterSaved } from '../../../domain/api/chapters';
import type { ChapterStatus } from '../../../domain/chapter';
import type { ChapterDeskDetail } from './api/types';

/** What the editor knows of the stored chapter: its id, number, state and stored title, as saves change them. */
export function useChapterRecord(chapter: ChapterDeskDetail | undefined, initialCode: number) {
  const [status, setStatus] = React.useState<ChapterStatus>(chapter?.status ?? 'draft');
  const [releaseAt, setReleaseAt] = React.useState(chapter?.release_at ?? null);
  const [reviewState, setReviewState] = React.useState(chapter?.updated_content_status ?? null);
  const [chapterId, setChapterId] = React.useState(chapter?.original_chapter_id);
  /** The title as last stored, for the heading (what is typed shows in the field). */
  const [savedTitle, setSavedTitle] = React.useState(chapter?.title ?? '');
  const [code, setCode] = React.useState(initialCode);
  return {
    status,
    releaseAt,
    reviewState,
    chapterId,
    savedTitle,
    code,
    /** a new chapter's first save gave it an id and a number; `title` as it was typed */
    created(saved: ChapterSaved, title: string) {
      setChapterId(saved.original_chapter_id);
      setSavedTitle(title);
      setCode(saved.chapter_code);
    },
    /** a save went through; `title` as it was typed */
    saved(saved: ChapterSaved, title: string) {
      setSavedTitle(title);
      setStatus(saved.status);
      setReleaseAt(saved.release_at);
      setReviewState(saved.updated_content_status);
    },
  };
}
