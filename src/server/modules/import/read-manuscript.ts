import type { ImportFormat } from '../../../domain/manuscript-import';
import { detectFormat } from './formats/detect';
import { docxToHtml } from './formats/docx';
import { epubToParts } from './formats/epub';
import { markdownToHtml, textToHtml } from './formats/text';
import { splitHtml, splitParts, type FoundChapter, type SplitRule } from './split';

/**
 * A manuscript file read into chapters: its format from its bytes, its text through the shared HTML normaliser,
 * cut by the author's rule (an EPUB's table of contents stands for its headings, a text file's "Chapter N"
 * lines for its).
 */
export async function readManuscript(bytes: Buffer, fileName: string, rule: SplitRule): Promise<{ format: ImportFormat; chapters: FoundChapter[] }> {
  const { format, text } = detectFormat(bytes, fileName);
  switch (format) {
    case 'docx':
      return { format, chapters: splitHtml(await docxToHtml(bytes), rule) };
    case 'epub': {
      const { parts, hasToc } = await epubToParts(bytes);
      return { format, chapters: hasToc ? splitParts(parts, rule) : splitHtml(parts.map((p) => p.html).join('\n'), rule) };
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
