import { chapterDocFromText, deriveChapterContent } from '../../../domain/chapter-doc';
import type { Chapter, Novel } from '../../db/schema';

export interface ReleasedContent {
  html: string;
  text: string;
  noteBefore: string | null;
  noteAfter: string | null;
}

/**
 * A released chapter's live text as the reader site shows it: sanitised HTML, plain text and the
 * author's notes. The only place the feed reads a chapter's content, so a change of how chapters
 * store it changes only this function. Chapters hold plain text today: the HTML is derived from it,
 * and there are no notes yet (a chapter's own note will win over the novel's default).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the novel holds the default notes once chapters have them
export function releasedChapterContent(chapter: Chapter, novel: Novel): ReleasedContent {
  const { html } = deriveChapterContent(chapterDocFromText(chapter.content));
  return { html, text: chapter.content, noteBefore: null, noteAfter: null };
}
