/** The places the content rules refuse, as the rich editor marks them (by top-level block and offset in its text). */
import { describe, expect, it } from 'vitest';
import { forbiddenInChapterDoc } from '../../../src/domain/chapter';
import type { ChapterDoc } from '../../../src/domain/chapter-doc';
import { problemsAt, problemsOf } from '../../../src/client/features/chapters/text-problems';

const doc: ChapterDoc = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'A star ★ here.' }] },
    { type: 'horizontalRule' },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ab' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'c😀d', marks: [{ type: 'italic' }] }] }] },
  ],
};
const say = (char: string) => `no ${char}`;

describe('rule problems in the editor', () => {
  it('a quoted paragraph’s offset counts the paragraphs before it and their blank lines', () => {
    expect(problemsOf(doc, forbiddenInChapterDoc(doc), say)).toEqual([
      { block: 0, offset: 7, length: 1, message: 'no ★' },
      // "ab" + "\n\n" + "c": the emoji at 5, two UTF-16 units long.
      { block: 2, offset: 5, length: 2, message: 'no 😀' },
    ]);
  });

  it('reads the places a refused save names, and nothing from an answer without them', () => {
    const data = { positions: { content: forbiddenInChapterDoc(doc) } };
    expect(problemsAt(data, doc, say).map((p) => [p.block, p.offset])).toEqual([
      [0, 7],
      [2, 5],
    ]);
    expect(problemsAt({ title: 'x' }, doc, say)).toEqual([]);
    expect(problemsAt(undefined, doc, say)).toEqual([]);
  });
});
