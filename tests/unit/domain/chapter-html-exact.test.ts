import { describe, expect, it } from 'vitest';
import { chapterDocToHtml, normalizeChapterDoc, type ChapterDoc } from '../../../src/domain/chapter-doc';
import { exactHtmlToBlocks } from '../../../src/domain/chapter-html-exact';
import { htmlToBlocks } from '../../../src/domain/chapter-html';

describe('exact reading of the platform’s own chapter HTML', () => {
  it('is the inverse of chapterDocToHtml, where the cleaning normaliser is not', () => {
    const doc: ChapterDoc = normalizeChapterDoc({
      type: 'doc',
      content: [
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: ' a  b\t&<> ' }, { type: 'text', text: ' ', marks: [{ type: 'bold' }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: '* * *' }] },
        { type: 'horizontalRule' },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'q' }] }] },
        { type: 'blockquote', content: [{ type: 'paragraph' }, { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: 'c', marks: [{ type: 'italic' }, { type: 'strike' }] }] }] },
      ],
    });
    const html = chapterDocToHtml(doc);
    expect({ type: 'doc', content: exactHtmlToBlocks(html) }).toEqual(doc);
    expect({ type: 'doc', content: htmlToBlocks(html) }).not.toEqual(doc);
  });

  it('keeps the title heading as written, and reads stray markup without losing words', () => {
    const html = '<head><title>x</title></head><h1> Title  two </h1>\n<blockquote></blockquote>loose <b>text</b><br/>on<p style="text-align: center">c</p>';
    expect(exactHtmlToBlocks(html)).toEqual([
      { type: 'heading', level: 1, text: ' Title  two ' },
      { type: 'paragraph', content: [{ type: 'text', text: 'loose ' }, { type: 'text', text: 'text', marks: [{ type: 'bold' }] }, { type: 'text', text: ' on' }] },
      { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: 'c' }] },
    ]);
  });
});
