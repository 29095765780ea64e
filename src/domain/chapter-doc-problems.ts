/**
 * Where in a chapter document the content rules find a character they refuse: by top-level block and
 * offset in that block's text, so the editor can mark it in place. The same rule (`forbiddenInContent`)
 * the server applies to the chapter's plain text, run over each block's own text.
 */
import { forbiddenInContent, type ForbiddenKind } from './chapter';
import type { ChapterBlock, ChapterDoc, ParagraphNode } from './chapter-doc';

export interface ContentProblemAt {
  /** the top-level block, 0-based */
  block: number;
  /** UTF-16 offset in the block's text (a quote's paragraphs joined by a blank line, "\n\n") */
  offset: number;
  /** UTF-16 units the character takes */
  length: number;
  char: string;
  kind: ForbiddenKind;
}

const paragraphText = (p: ParagraphNode) => (p.content ?? []).map((t) => t.text).join('');

/** A block's text as the chapter's plain text has it (a scene break has none to check). */
export function blockText(block: ChapterBlock): string {
  if (block.type === 'paragraph') return paragraphText(block);
  if (block.type === 'blockquote') return block.content.map(paragraphText).join('\n\n');
  return '';
}

/** The UTF-16 offset of a 1-based line and column counted in characters (code points). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  for (let c = 1; c < column; c++) offset += (text.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1;
  return offset;
}

/** Every refused character of the document, block by block, at most `limit` in all. */
export function contentProblemsByBlock(doc: ChapterDoc, sectionId?: number, limit = 50): ContentProblemAt[] {
  const found: ContentProblemAt[] = [];
  doc.content.forEach((block, index) => {
    if (found.length >= limit) return;
    const text = blockText(block);
    if (!text) return;
    for (const f of forbiddenInContent(text, sectionId, limit - found.length)) {
      found.push({ block: index, offset: offsetOf(text, f.line, f.column), length: f.char.length, char: f.char, kind: f.kind });
    }
  });
  return found;
}
