import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapterDocFromHtml, htmlToBlocks } from '../../../src/domain/chapter-html';
import { chapterDocToHtml, chapterDocToText, isChapterDoc } from '../../../src/domain/chapter-doc';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/paste/${name}`, import.meta.url), 'utf8');

describe('clean paste and import normaliser', () => {
  it.each([
    ['word-windows.html', '<p>Morning came at last.</p>'],
    ['google-docs.html', '<p><em>Morning came</em> at last.</p>'],
  ])('keeps what fiction needs from %s and drops the rest', (name, last) => {
    const doc = chapterDocFromHtml(fixture(name));
    expect(isChapterDoc(doc)).toBe(true);
    expect(chapterDocToHtml(doc).split('\n')).toEqual([
      '<p>The rain had not stopped for <em>three</em> days, and Mara was <strong>tired</strong> of it.</p>',
      '<p>“Open the door,” she said. <u>Nobody</u> answered. <s>Not even the cat.</s></p>',
      '<hr>',
      '<p class="center">The End of Part One</p>',
      last,
    ]);
  });

  it('turns line breaks into paragraphs and drops empty ones', () => {
    const doc = chapterDocFromHtml('<div>One<br>Two<br><br>&nbsp;<br>Three</div><p>  </p><p>Four</p>');
    expect(chapterDocToText(doc)).toBe('One\n\nTwo\n\nThree\n\nFour');
  });

  it('keeps block quotes and scene breaks, and headings apart for splitting', () => {
    const blocks = htmlToBlocks('<h1>Chapter 1</h1><p>a</p><blockquote><p>b</p><p><i>c</i></p></blockquote><hr/><h2>Chapter 2</h2><p>d</p>');
    expect(blocks).toEqual([
      { type: 'heading', level: 1, text: 'Chapter 1' },
      { type: 'paragraph', content: [{ type: 'text', text: 'a' }] },
      {
        type: 'blockquote',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'b' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'c', marks: [{ type: 'italic' }] }] },
        ],
      },
      { type: 'horizontalRule' },
      { type: 'heading', level: 2, text: 'Chapter 2' },
      { type: 'paragraph', content: [{ type: 'text', text: 'd' }] },
    ]);
  });

  it('drops scripts, styles, hidden text, links and images but keeps their text where it is text', () => {
    const doc = chapterDocFromHtml(
      '<style>p{color:red}</style><script>alert(1)</script><p>Go <a href="javascript:x" onclick="y">there</a><img src=x onerror=alert(1)> <span hidden>secret</span><span aria-hidden="true">x</span>now</p>',
    );
    expect(chapterDocToHtml(doc)).toBe('<p>Go there now</p>');
  });

  it('keeps Thai and Chinese text and preformatted lines', () => {
    const doc = chapterDocFromHtml('<p>ฝนตกมาสามวันแล้ว</p><p>雨已经下了<em>三天</em>。</p><pre>line one\nline two</pre>');
    expect(chapterDocToText(doc)).toBe('ฝนตกมาสามวันแล้ว\n\n雨已经下了三天。\n\nline one\n\nline two');
  });

  it('survives broken markup', () => {
    expect(chapterDocToText(chapterDocFromHtml('<p><b>bold <i>both</b> italic?</p></i></div>'))).toBe('bold both italic?');
    expect(chapterDocFromHtml('')).toEqual({ type: 'doc', content: [] });
  });
});
