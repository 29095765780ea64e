import { describe, expect, it } from 'vitest';
import { CHINESE_SECTION, forbiddenInChapterDoc, forbiddenInContent } from '../../../src/domain/chapter';
import { chapterDocFromText, chapterDocToText, type ChapterDoc } from '../../../src/domain/chapter-doc';

describe('forbiddenInChapterDoc', () => {
  it('finds what forbiddenInContent finds in the text, with the block and UTF-16 offset of each', () => {
    const doc: ChapterDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Plain start.' }] },
        { type: 'horizontalRule' },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '😀 ' },
            { type: 'text', text: 'then 龍', marks: [{ type: 'bold' }] },
          ],
        },
        {
          type: 'blockquote',
          content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: 'quoted ★' }] }],
        },
      ],
    };
    const found = forbiddenInChapterDoc(doc);
    expect(
      found.map(({ char, kind, block, paragraph, offset, length, line }) => ({
        char,
        kind,
        block,
        paragraph,
        offset,
        length,
        line,
      })),
    ).toEqual([
      { char: '😀', kind: 'emoji', block: 2, paragraph: undefined, offset: 0, length: 2, line: 3 },
      { char: '龍', kind: 'chinese', block: 2, paragraph: undefined, offset: 8, length: 1, line: 3 },
      { char: '★', kind: 'special', block: 3, paragraph: 1, offset: 7, length: 1, line: 4 },
    ]);
    // Same characters, same kinds as the rule over the document's text.
    expect(found.map((f) => [f.char, f.kind])).toEqual(forbiddenInContent(chapterDocToText(doc)).map((f) => [f.char, f.kind]));
    // Han is the Chinese section's own script.
    expect(forbiddenInChapterDoc(doc, CHINESE_SECTION).map((f) => f.char)).toEqual(['😀', '★']);
  });

  it('numbers lines by paragraph, as a text with one paragraph a line', () => {
    const text = 'One.\nTwo ★.\n***\nFour 😀.';
    const fromText = forbiddenInContent(text);
    const fromDoc = forbiddenInChapterDoc(chapterDocFromText(text));
    expect(fromDoc.map((f) => [f.line, f.column])).toEqual(fromText.map((f) => [f.line, f.column]));
  });

  it('stops at the limit', () => {
    expect(forbiddenInChapterDoc(chapterDocFromText('★'.repeat(80)), undefined, 50)).toHaveLength(50);
  });
});
