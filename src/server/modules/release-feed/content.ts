import type { Chapter, Novel } from '../../db/schema';

export interface ReleasedContent {
  html: string;
  text: string;
  noteBefore: string | null;
  noteAfter: string | null;
}

/**
 * A released chapter's live text as the reader site shows it: the sanitised HTML and the plain text
 * the chapter store derived from its document, and the author's notes (the chapter's own, else the
 * novel's default). The only place the feed reads a chapter's content.
 */
export function releasedChapterContent(chapter: Pick<Chapter, 'contentHtml' | 'content' | 'noteBefore' | 'noteAfter'>, novel: Pick<Novel, 'defaultNoteBefore' | 'defaultNoteAfter'>): ReleasedContent {
  return {
    html: chapter.contentHtml,
    text: chapter.content,
    noteBefore: chapter.noteBefore ?? novel.defaultNoteBefore,
    noteAfter: chapter.noteAfter ?? novel.defaultNoteAfter,
  };
}
