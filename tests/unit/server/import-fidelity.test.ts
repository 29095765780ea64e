import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapterDocToText, type ChapterDoc, type ChapterMark } from '../../../src/domain/chapter-doc';
import { readManuscript } from '../../../src/server/modules/import/read-manuscript';

/** The source manuscript every fixture was written from (tests/fixtures/import/build-fixtures.mjs). */
type Run = [string, ...ChapterMark[]];
type Paragraph = Run[] | { align: 'center'; runs: Run[] } | '***';
const source = JSON.parse(readFileSync(new URL('../../fixtures/import/manuscript.json', import.meta.url), 'utf8')) as {
  chapters: { title: string; paragraphs: Paragraph[] }[];
};
const runsOf = (p: Exclude<Paragraph, '***'>) => (Array.isArray(p) ? p : p.runs);
const isCentred = (p: Paragraph) => typeof p === 'object' && !Array.isArray(p) && p.align === 'center';
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/import/${name}`, import.meta.url));
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

const sourceText = normal(source.chapters.map((c) => [c.title, ...c.paragraphs.map((p) => (p === '***' ? '***' : runsOf(p).map(([t]) => t).join('')))].join('\n')).join('\n'));

/** Runs of the document with the given marks exactly. */
const runsWith = (doc: ChapterDoc, marks: ChapterMark[]) =>
  doc.content.flatMap((b) => (b.type === 'paragraph' ? (b.content ?? []) : [])).filter((t) => JSON.stringify((t.marks ?? []).map((m) => m.type)) === JSON.stringify(marks)).map((t) => t.text);

/** Which formats can say a paragraph is centred (Markdown and plain text cannot). */
const FORMATS = [
  { file: 'manuscript.docx', format: 'docx', marks: true, centres: true },
  { file: 'manuscript.epub', format: 'epub', marks: true, centres: true },
  { file: 'manuscript.md', format: 'markdown', marks: true, centres: false },
  { file: 'manuscript.html', format: 'html', marks: true, centres: true },
  { file: 'manuscript.txt', format: 'text', marks: false, centres: false },
] as const;

describe('manuscript import fidelity', () => {
  for (const { file, format, marks, centres } of FORMATS) {
    describe(file, () => {
      it(`is read as ${format}, one chapter per heading, every word kept in order`, async () => {
        const { format: read, chapters } = await readManuscript(fixture(file), file, { mode: 'headings', marker: 'chapter' });
        expect(read).toBe(format);
        expect(chapters.map((c) => c.title)).toEqual(source.chapters.map((c) => c.title));
        const imported = normal(chapters.map((c) => `${c.title}\n${chapterDocToText(c.doc)}`).join('\n'));
        expect(imported).toBe(sourceText);
      });

      it('keeps the scene breaks, in English, Thai and Chinese chapters alike', async () => {
        const { chapters } = await readManuscript(fixture(file), file, { mode: 'headings', marker: 'chapter' });
        chapters.forEach((c, i) => {
          const expected = source.chapters[i].paragraphs.map((p) => (p === '***' ? 'horizontalRule' : 'paragraph'));
          expect(c.doc.content.map((b) => b.type)).toEqual(expected);
        });
      });

      it(centres ? 'keeps centred paragraphs (an epigraph, a closing line) centred, and no others' : 'keeps the text of centred paragraphs as plain paragraphs', async () => {
        const { chapters } = await readManuscript(fixture(file), file, { mode: 'headings', marker: 'chapter' });
        chapters.forEach((c, i) => {
          const expected = source.chapters[i].paragraphs.flatMap((p) => (p === '***' ? [] : [centres && isCentred(p) ? 'center' : null]));
          expect(c.doc.content.flatMap((b) => (b.type === 'paragraph' ? [b.attrs?.textAlign ?? null] : []))).toEqual(expected);
        });
      });

      if (marks) {
        it('keeps italics and bold where the source has them', async () => {
          const { chapters } = await readManuscript(fixture(file), file, { mode: 'headings', marker: 'chapter' });
          chapters.forEach((c, i) => {
            const runs = source.chapters[i].paragraphs.flatMap((p) => (p === '***' ? [] : runsOf(p)));
            for (const want of [['italic'], ['bold'], ['bold', 'italic']] as ChapterMark[][]) {
              const expected = runs.filter(([, ...m]) => JSON.stringify([...m].sort()) === JSON.stringify(want)).map(([t]) => t);
              expect(runsWith(c.doc, want)).toEqual(expected);
            }
          });
        });
      }
    });
  }

  it('cuts an EPUB where its table of contents points into the middle of a file', async () => {
    // Chapters 2 and 3 share one file; the contents point at #c3 for the third.
    const { chapters } = await readManuscript(fixture('manuscript.epub'), 'book.epub', { mode: 'headings', marker: 'chapter' });
    expect(chapters).toHaveLength(3);
    expect(chapterDocToText(chapters[1].doc)).not.toContain('灯塔');
  });

  it('splits on "Chapter N" lines in every language, or on *** lines, when the author chooses a marker', async () => {
    const { chapters } = await readManuscript(fixture('manuscript.md'), 'book.md', { mode: 'marker', marker: 'chapter' });
    expect(chapters.map((c) => c.title)).toEqual(source.chapters.map((c) => c.title));
    const bySceneBreak = await readManuscript(fixture('manuscript.md'), 'book.md', { mode: 'marker', marker: '***' });
    // Three chapters with one break each: 1 + 3 parts, the first titled by nothing (its heading stays as text).
    expect(bySceneBreak.chapters).toHaveLength(4);
    expect(bySceneBreak.chapters.every((c) => c.title === null)).toBe(true);
    expect(chapterDocToText(bySceneBreak.chapters[0].doc).startsWith('Chapter 1: The Harbour')).toBe(true);
  });

  it('reads text before the first heading as an untitled chapter, never dropping it', async () => {
    const { chapters } = await readManuscript(Buffer.from('A foreword.\n\n# One\n\nText.'), 'x.md', { mode: 'headings', marker: 'chapter' });
    expect(chapters.map((c) => [c.title, chapterDocToText(c.doc)])).toEqual([
      [null, 'A foreword.'],
      ['One', 'Text.'],
    ]);
  });
});
