import type { TextProblem } from '@writers-center/design-system/rich-text';
import type { ForbiddenInDoc } from '../../../domain/chapter';
import type { ChapterDoc } from '../../../domain/chapter-doc';

const textLength = (doc: ChapterDoc, block: number, paragraph: number) => {
  const quote = doc.content[block];
  if (quote?.type !== 'blockquote') return 0;
  return (quote.content[paragraph]?.content ?? []).reduce((n, t) => n + t.text.length, 0);
};

/**
 * Places the content rules refuse (`forbiddenInChapterDoc`, on either side) as the editor marks them:
 * a quoted paragraph's offset becomes one in the quote's text, its paragraphs joined by a blank line.
 */
export function problemsOf(doc: ChapterDoc, places: readonly ForbiddenInDoc[], message: (char: string) => string): TextProblem[] {
  return places.map((p) => {
    let offset = p.offset;
    for (let i = 0; i < (p.paragraph ?? 0); i++) offset += textLength(doc, p.block, i) + 2;
    return { block: p.block, offset, length: p.length, message: message(p.char) };
  });
}

const isPlace = (v: unknown): v is ForbiddenInDoc =>
  typeof v === 'object' && v !== null && Number.isInteger((v as ForbiddenInDoc).block) && Number.isInteger((v as ForbiddenInDoc).offset) && typeof (v as ForbiddenInDoc).char === 'string';

/** The places a refused save names in the text (the error's `positions.content`), none when it names none. */
export function problemsAt(data: unknown, doc: ChapterDoc, message: (char: string) => string): TextProblem[] {
  const list = (data as { positions?: { content?: unknown } } | undefined)?.positions?.content;
  return Array.isArray(list) ? problemsOf(doc, list.filter(isPlace), message) : [];
}
