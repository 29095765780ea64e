import { describe, expect, it } from 'vitest';
import {
  chapterDocFromText,
  chapterDocToHtml,
  chapterDocToText,
  deriveChapterContent,
  isChapterDoc,
  isSceneBreakLine,
  normalizeChapterDoc,
} from '../../../src/domain/chapter-doc';
import { countWords } from '../../../src/domain/words';

describe('chapter document', () => {
  it('turns a text-box chapter into paragraphs and scene breaks, and back', () => {
    const text = 'First line.\n\nSecond line.\nThird line.\n\n* * *\n\nAfter the break.';
    const doc = chapterDocFromText(text);
    expect(doc.content.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'paragraph', 'horizontalRule', 'paragraph']);
    expect(chapterDocToText(doc)).toBe('First line.\n\nSecond line.\n\nThird line.\n\n***\n\nAfter the break.');
  });

  it('recognises scene-break lines only when they are nothing else', () => {
    expect(['***', '* * *', '---', '###', '~~~', '◇◇◇'].every(isSceneBreakLine)).toBe(true);
    expect(['**', '*a*', '--- end', 'Chapter'].some(isSceneBreakLine)).toBe(false);
  });

  it('drops what a chapter cannot hold and merges runs with the same marks', () => {
    const doc = normalizeChapterDoc({
      type: 'doc',
      content: [
        { type: 'heading', content: [{ type: 'text', text: 'gone' }] },
        {
          type: 'paragraph',
          attrs: { textAlign: 'right', style: 'color:red' },
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'italic' }, { type: 'link', attrs: { href: 'x' } }] },
            { type: 'text', text: 'b', marks: [{ type: 'italic' }] },
            { type: 'image', attrs: { src: 'x' } },
            { type: 'text', text: '' },
          ],
        },
        { type: 'blockquote', content: [] },
      ],
    });
    expect(doc).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ab', marks: [{ type: 'italic' }] }] }] });
    expect(isChapterDoc(doc)).toBe(true);
    expect(isChapterDoc({ type: 'doc', content: [{ type: 'heading' }] })).toBe(false);
    expect(normalizeChapterDoc('not a doc')).toEqual({ type: 'doc', content: [] });
  });

  it('writes HTML from the schema only, escaping the text', () => {
    const html = chapterDocToHtml({
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: '<script>x</script>', marks: [{ type: 'bold' }, { type: 'italic' }] }] },
        { type: 'horizontalRule' },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tom & "Jerry"' }] }] },
      ],
    });
    expect(html).toBe(
      '<p class="center"><strong><em>&lt;script&gt;x&lt;/script&gt;</em></strong></p>\n<hr>\n<blockquote><p>Tom &amp; &quot;Jerry&quot;</p></blockquote>',
    );
  });

  it('counts words without markup', () => {
    const { text } = deriveChapterContent({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one ' }, { type: 'text', text: 'two', marks: [{ type: 'bold' }] }] }],
    });
    expect(countWords(text)).toBe(2);
  });
});
