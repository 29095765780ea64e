import { BOOK_GENERATOR } from '../../../domain/book-files';
import { htmlToBlocks } from '../../../domain/chapter-html';
import { exactHtmlToBlocks } from '../../../domain/chapter-html-exact';
import type { ImportFormat } from '../../../domain/manuscript-import';
import { detectFormat } from './formats/detect';
import { docxToHtml } from './formats/docx';
import { epubToParts } from './formats/epub';
import { isOwnDocx, ownDocxToBlocks } from './formats/own-docx';
import { markdownToHtml, textToHtml } from './formats/text';
import { splitBlocks, splitHtml, splitParts, type FoundChapter, type SplitRule } from './split';

/**
 * A manuscript file read into chapters: its format from its bytes, its text through the shared HTML normaliser,
 * cut by the author's rule (an EPUB's table of contents stands for its headings, a text file's "Chapter N"
 * lines for its). The archive's own EPUB and DOCX, known by their generator's mark, are read exactly instead,
 * so a novel exported and imported again is the same novel.
 */
export async function readManuscript(bytes: Buffer, fileName: string, rule: SplitRule): Promise<{ format: ImportFormat; chapters: FoundChapter[] }> {
  const { format, text } = detectFormat(bytes, fileName);
  switch (format) {
    case 'docx':
      return { format, chapters: isOwnDocx(bytes) ? splitBlocks(await ownDocxToBlocks(bytes), rule) : splitHtml(await docxToHtml(bytes), rule) };
    case 'epub': {
      const { parts, hasToc, generator } = await epubToParts(bytes);
      const read = generator === BOOK_GENERATOR ? exactHtmlToBlocks : htmlToBlocks;
      return { format, chapters: hasToc ? splitParts(parts, rule, read) : splitHtml(parts.map((p) => p.html).join('\n'), rule, read) };
    }
    case 'markdown':
      return { format, chapters: splitHtml(markdownToHtml(text!), rule) };
    case 'html':
      return { format, chapters: splitHtml(text!, rule) };
    case 'text':
      // Plain text has no headings: its "Chapter N" lines are its headings.
      return { format, chapters: splitHtml(textToHtml(text!), rule.mode === 'headings' ? { mode: 'marker', marker: 'chapter' } : rule) };
  }
}
