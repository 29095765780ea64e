import { describe, expect, it } from 'vitest';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { normalizeChapterDoc, type ChapterDoc, type ChapterMark, type ParagraphNode } from '../../../src/domain/chapter-doc';
import { novelToDocx } from '../../../src/server/modules/archive/formats/docx';
import { novelToEpub } from '../../../src/server/modules/archive/formats/epub';
import type { BookExport } from '../../../src/server/modules/archive/formats/book';
import { readManuscript } from '../../../src/server/modules/import/read-manuscript';

const t = (text: string, ...marks: ChapterMark[]) => (marks.length ? { type: 'text' as const, text, marks: marks.map((type) => ({ type })) } : { type: 'text' as const, text });
const p = (...content: ReturnType<typeof t>[]): ParagraphNode => (content.length ? { type: 'paragraph', content } : { type: 'paragraph' });
const centred = (...content: ReturnType<typeof t>[]): ParagraphNode => ({ type: 'paragraph', attrs: { textAlign: 'center' }, content });

/** A chapter with what a manuscript's heuristic reading changes: a typed `***`, empty paragraphs, spaces, quotes in a row. */
const DOC: ChapterDoc = {
  type: 'doc',
  content: [
    p(t('Before.')),
    p(),
    p(t('***')),
    { type: 'horizontalRule' },
    centred(t('* * *')),
    { type: 'blockquote', content: [p(t('One quote.'))] },
    { type: 'blockquote', content: [p(t('Another,', 'italic')), p(), p(t('  spaced  out  '))] },
    p(t('\u3000\u3000缩进。'), t('\ttab', 'bold')),
    p(),
  ],
};
const BOOK: BookExport = { id: 7, title: 'The Book', lang: 'en', author: 'A. Writer', blurb: '', chapters: [{ title: 'One', doc: DOC }, { title: 'Two', doc: { type: 'doc', content: [p(t('After.'))] } }] };
const HEADINGS = { mode: 'headings', marker: 'chapter' } as const;

const epub = () => Buffer.from(novelToEpub(BOOK, new Date('2026-01-01T00:00:00Z')));
/** The same EPUB without its generator's mark: what any other tool's EPUB of the book looks like to the import. */
function unmarkedEpub(): Buffer {
  const files: Zippable = unzipSync(epub());
  const opf = strFromU8(files['OEBPS/content.opf'] as Uint8Array);
  expect(opf).toContain('<meta name="generator"');
  files['OEBPS/content.opf'] = strToU8(opf.replace(/<meta name="generator"[^>]*\/>/, ''));
  const { mimetype, ...rest } = files;
  return Buffer.from(zipSync({ mimetype: [mimetype as Uint8Array, { level: 0 }], ...rest }));
}
/** A DOCX from another tool: the scene break typed as `***`, an empty paragraph, no generator's property. */
const thirdPartyDocx = () =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('One')] }),
            new Paragraph({ children: [new TextRun('Before.')] }),
            new Paragraph({ children: [] }),
            new Paragraph({ children: [new TextRun('***')] }),
            new Paragraph({ children: [new TextRun('After.')] }),
          ],
        },
      ],
    }),
  );

describe('importing the archive’s own EPUB and DOCX', () => {
  for (const [name, file] of [
    ['book.epub', epub],
    ['book.docx', () => novelToDocx(BOOK)],
  ] as const) {
    it(`reads ${name} exactly: a typed *** stays text, empty paragraphs, spaces and each quote stay as written`, async () => {
      const { chapters } = await readManuscript(await file(), name, HEADINGS);
      expect(chapters).toEqual(BOOK.chapters.map((c) => ({ title: c.title, doc: normalizeChapterDoc(c.doc) })));
    });

    it(`cuts ${name} at its scene breaks only, never at a typed ***, when the author splits by ***`, async () => {
      const { chapters } = await readManuscript(await file(), name, { mode: 'marker', marker: '***' });
      // Before the one scene break, and after it; the chapter titles stay in the text as paragraphs.
      expect(chapters).toHaveLength(2);
      expect(chapters[0].doc.content.slice(1)).toEqual(DOC.content.slice(0, 3));
      expect(chapters[1].doc.content.slice(0, 5)).toEqual(DOC.content.slice(4));
    });
  }

  it('leaves out, in both formats alike, the control characters a draft may hold and XML cannot, so the EPUB stays well-formed', async () => {
    const book: BookExport = { ...BOOK, title: 'A\u0001', chapters: [{ title: 'One\u0007', doc: { type: 'doc', content: [p(t('a\u000bb\u0001c\td'))] } }] };
    const files = unzipSync(novelToEpub(book, new Date('2026-01-01T00:00:00Z')));
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    for (const [name, bytes] of Object.entries(files)) expect(strFromU8(bytes), name).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    for (const [name, file] of [
      ['book.epub', Buffer.from(novelToEpub(book, new Date()))],
      ['book.docx', await novelToDocx(book)],
    ] as const) {
      const { chapters } = await readManuscript(file, name, HEADINGS);
      expect(chapters, name).toEqual([{ title: 'One', doc: { type: 'doc', content: [p(t('abc\td'))] } }]);
    }
  });

  it('reads a third-party EPUB (no generator mark) as before: a *** paragraph is a scene break, empty paragraphs and extra spaces go', async () => {
    const { chapters } = await readManuscript(unmarkedEpub(), 'book.epub', HEADINGS);
    expect(chapters.map((c) => c.title)).toEqual(['One', 'Two']);
    const blocks = chapters[0].doc.content;
    expect(blocks.slice(0, 4)).toEqual([p(t('Before.')), { type: 'horizontalRule' }, { type: 'horizontalRule' }, { type: 'horizontalRule' }]);
    expect(blocks.filter((b) => b.type === 'paragraph' && !b.content)).toEqual([]);
    expect(blocks[blocks.length - 1]).toEqual(p(t('缩进。'), t(' tab', 'bold')));
  });

  it('reads a third-party DOCX (no generator property) as before: a *** paragraph is a scene break, empty paragraphs go', async () => {
    const { chapters } = await readManuscript(await thirdPartyDocx(), 'book.docx', HEADINGS);
    expect(chapters).toEqual([{ title: 'One', doc: { type: 'doc', content: [p(t('Before.')), { type: 'horizontalRule' }, p(t('After.'))] } }]);
  });
});
