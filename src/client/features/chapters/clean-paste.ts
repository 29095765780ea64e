import { chapterDocFromHtml } from '../../../domain/chapter-html';
import type { ChapterDoc } from '../../../domain/chapter-doc';

/**
 * Pasted HTML (Word, Google Docs, a web page) through the same normaliser imports use: styles, fonts
 * and colours go, italics, bold, paragraphs, quotes and scene breaks stay. Nothing usable: undefined,
 * so the editor takes the paste as plain text.
 */
export function pastedHtmlToDoc(html: string): ChapterDoc | undefined {
  const doc = chapterDocFromHtml(html);
  return doc.content.length ? doc : undefined;
}
