import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { chapterVersions, chapters, manuscriptImports, novels } from '../../src/server/db/schema';
import en from '../../src/server/i18n/en.json' with { type: 'json' };
import th from '../../src/server/i18n/th.json' with { type: 'json' };

const fixture = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url));
const TITLES = ['Chapter 1: The Harbour', 'บทที่ 2 ท่าเรือ', '第三章 灯塔'];
const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describeEachDatabase('manuscript import', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let ref: NovelFixtures;
  let author: string;
  let other: string;

  /** A multipart preview: the file and any of the optional fields. */
  async function preview(token: string, file: Buffer, fileName: string, fields: Record<string, string> = {}, lang = 'en') {
    const boundary = '----wc-import-boundary';
    const parts = [
      ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const res = await get().app.inject({
      method: 'POST',
      url: `/v1/import.preview?lang=${lang}`,
      payload: Buffer.concat(parts),
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return { status: res.statusCode, body: res.json() };
  }
  const confirm = (token: string, body: Record<string, unknown>) => api.post('/v1/import.confirm?lang=en', token, body);
  const newNovel = async (token: string, title: string) => {
    const res = await api.post('/v1/writeCenter.bookAdd', token, novelBody(ref, { title }));
    if (res.body.code !== 200) throw new Error(`novel not created: ${JSON.stringify(res.body)}`);
    return res.body.data!.original_book_id as number;
  };
  const chaptersOf = (novelId: number) => db().select().from(chapters).where(eq(chapters.novelId, novelId)).orderBy(chapters.code);
  const importCount = async () => Number((await db().select({ n: sql<number>`count(*)` }).from(manuscriptImports))[0].n);

  beforeAll(async () => {
    ref = await loadNovelFixtures(db());
    author = await makeAuthor(api, db(), 'importer@example.test', 'Im Porter');
    other = await makeAuthor(api, db(), 'other-importer@example.test', 'Other Hand');
  });

  describe('every format, previewed and confirmed into an existing novel', () => {
    for (const [file, format] of [
      ['manuscript.docx', 'docx'],
      ['manuscript.epub', 'epub'],
      ['manuscript.md', 'markdown'],
      ['manuscript.html', 'html'],
      ['manuscript.txt', 'text'],
    ] as const) {
      it(`${format}: chapters, words by the section's rule and length flags; drafts after the last chapter`, async () => {
        const novelId = await newNovel(author, `Saltmere ${format[0].toUpperCase()}${format.slice(1)}`);
        await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: novelId, action: 'draft', title: 'Already Here', content: 'An earlier chapter.' });
        const res = await preview(author, fixture(file), file, { original_book_id: String(novelId) });
        expect(res.body.code).toBe(200);
        const data = res.body.data;
        expect(data.format).toBe(format);
        expect(data.chapters.map((c: { title: string }) => c.title)).toEqual(TITLES);
        expect(data.chapters[0].words).toBe(50);
        // Every chapter is under the site's 500 words: merge with the next; the last with the previous.
        expect(data.chapters.map((c: { flags: { suggestion: { action: string } }[] }) => c.flags[0].suggestion.action)).toEqual(['merge_next', 'merge_next', 'merge_previous']);

        const done = await confirm(author, {
          import_id: data.import_id,
          original_book_id: novelId,
          chapters: [{ from: [0], title: 'The Harbour' }, { from: [1, 2], title: 'Two Shores' }],
        });
        expect(done.body).toMatchObject({ code: 200, desc: '2 chapters added as drafts', data: { original_book_id: novelId, created: false } });
        const rows = await chaptersOf(novelId);
        expect(rows.map((r) => [r.code, r.title, r.status])).toEqual([
          [1, 'Already Here', 'draft'],
          [2, 'The Harbour', 'draft'],
          [3, 'Two Shores', 'draft'],
        ]);
        expect(rows[2].content).toContain('ระฆังที่ท่าเรือ');
        expect(rows[2].content).toContain('第三章 灯塔');
        expect(rows[1].words).toBe(50);
        const history = await db().select().from(chapterVersions).where(eq(chapterVersions.chapterId, rows[1].id));
        expect(history.map((h) => h.kind)).toEqual(['draft']);
        const [novel] = await db().select().from(novels).where(eq(novels.id, novelId));
        expect(novel.lastChapterCode).toBe(3);
        expect(novel.chapterCount).toBe(3);
        // The preview is used up.
        expect((await confirm(author, { import_id: data.import_id, original_book_id: novelId, chapters: [{ from: [0], title: 'Again' }] })).body.code).toBe(4004);
      });
    }
  });

  it('keeps the documents with their marks server-side until confirmed', async () => {
    const res = await preview(author, fixture('manuscript.docx'), 'manuscript.docx');
    const [row] = await db().select().from(manuscriptImports).where(eq(manuscriptImports.id, res.body.data.import_id));
    const runs = row.chapters[0].doc.content.flatMap((b) => (b.type === 'paragraph' ? (b.content ?? []) : []));
    expect(runs.find((r) => r.text === 'nobody')?.marks).toEqual([{ type: 'italic' }]);
    expect(row.chapters[0].doc.content[2]).toEqual({ type: 'horizontalRule' });
  });

  it('creates a new novel with the chapters, splitting one where the author chose', async () => {
    const res = await preview(author, fixture('manuscript.md'), 'saltmere.md');
    const done = await confirm(author, {
      import_id: res.body.data.import_id,
      book: novelBody(ref, { title: 'Saltmere Imported' }),
      chapters: [{ from: [0], title: 'Night', split_at: 2, split_title: 'Morning' }, { from: [2], title: 'The Lighthouse' }],
    });
    expect(done.body.code).toBe(200);
    expect(done.body.data!.created).toBe(true);
    const rows = await chaptersOf(done.body.data!.original_book_id);
    expect(rows.map((r) => r.title)).toEqual(['Night', 'Morning', 'The Lighthouse']);
    expect(rows[0].content.endsWith('not ever.')).toBe(true);
    expect(rows[1].content.startsWith('***')).toBe(true);
    // Chapter 2 was left out: dropped.
    expect(rows.some((r) => r.content.includes('ระฆัง'))).toBe(false);
  });

  it('splits by a marker the author chooses, and titles untitled parts in their language', async () => {
    const text = `Prologue words.\n\n***\n\nPart two.\n\n***\n\nPart three.`;
    const res = await preview(author, Buffer.from(text), 'parts.txt', { split: 'marker', marker: '***' }, 'th');
    expect(res.body.data.chapters.map((c: { title: string }) => c.title)).toEqual(['ตอนที่ 1', 'ตอนที่ 2', 'ตอนที่ 3']);
    const chapter = await preview(author, Buffer.from('Capítulo 1\nUno.\nCapítulo 2\nDos.'), 'libro.txt', { split: 'marker', marker: 'chapter' });
    expect(chapter.body.data.chapters.map((c: { title: string }) => c.title)).toEqual(['Capítulo 1', 'Capítulo 2']);
  });

  it('counts words by the novel’s language section and suggests where to split a long chapter', async () => {
    const long = `# Long\n\n${Array.from({ length: 8 }, () => words(500)).join('\n\n')}`;
    const res = await preview(author, Buffer.from(long), 'long.md');
    expect(res.body.data.chapters[0]).toMatchObject({ words: 4000, paragraphs: 8, flags: [{ kind: 'too_long', suggestion: { action: 'split', split_at: 4 } }] });
    const paragraphs = await api.get(`/v1/import.paragraphs?import_id=${res.body.data.import_id}&index=0`, author);
    expect(paragraphs.body.data.list).toHaveLength(8);
    expect(paragraphs.body.data.list[0].words).toBe(500);
    const zh = await preview(author, Buffer.from('# 一\n\n灯塔的光'), 'zh.md', { section_id: '17' });
    expect(zh.body.data.chapters[0].words).toBe(4);
  });

  describe('bad files answer a translated error and create nothing', () => {
    const cases: [string, () => Buffer, string, number, string][] = [
      ['a text file named .docx', () => Buffer.from('just words'), 'novel.docx', 4015, en['import.file.mismatch'].replace('{format}', 'DOCX')],
      ['a DOCX named .epub', () => fixture('manuscript.docx'), 'novel.epub', 4015, en['import.file.mismatch'].replace('{format}', 'EPUB')],
      ['a PDF', () => Buffer.from('%PDF-1.7\n…'), 'novel.pdf', 4015, en['import.file.unsupported']],
      ['a ZIP that is neither', () => Buffer.from(zipSync({ 'notes.txt': strToU8('hello') })), 'novel.zip', 4015, en['import.file.unsupported']],
      ['a password-protected DOCX', () => fixture('encrypted.docx'), 'novel.docx', 4001, en['import.file.encrypted']],
      ['a zip bomb', () => fixture('bomb.docx'), 'novel.docx', 4001, en['import.file.unpacksTooLarge'].replace('{max, number}', '300')],
      ['a damaged DOCX', () => fixture('manuscript.docx').subarray(0, 900), 'novel.docx', 4001, en['import.file.damaged']],
      ['an empty text file', () => Buffer.from(' \n\n \n'), 'novel.txt', 4001, en['import.file.empty']],
      ['201 chapters', () => Buffer.from(Array.from({ length: 201 }, (_, i) => `# C${i}\n\ntext`).join('\n\n')), 'novel.md', 4001, 'The manuscript has 201 chapters: at most 200 can be imported at once'],
      ['1,000,001 words', () => Buffer.from(`# One\n\n${words(1_000_001, 'a')}`), 'novel.md', 4001, 'The manuscript has 1,000,001 words: at most 1,000,000 can be imported at once'],
    ];
    for (const [what, file, name, code, desc] of cases) {
      it(what, async () => {
        const before = await importCount();
        const res = await preview(author, file(), name);
        expect(res.body).toEqual({ code, desc });
        expect(await importCount()).toBe(before);
      });
    }

    it('in the request’s language', async () => {
      const res = await preview(author, fixture('encrypted.docx'), 'novel.docx', {}, 'th');
      expect(res.body.desc).toBe(th['import.file.encrypted']);
    });

    it('a file over 50 MB', async () => {
      const res = await preview(author, Buffer.alloc(50 * 1024 * 1024 + 1, 0x61), 'big.txt');
      expect(res.body).toEqual({ code: 4013, desc: 'The file is too large: at most 50 MB can be imported', data: { maxBytes: 50 * 1024 * 1024 } });
    });
  });

  it('confirms all or nothing: a failure mid-way leaves no novel, no chapter, and the preview to try again', async () => {
    const res = await preview(author, fixture('manuscript.html'), 'manuscript.html');
    // The database refuses the second chapter: the novel and the first chapter were already written.
    await db().execute(sql`create or replace function refuse_imported_chapter() returns trigger language plpgsql as $$
      begin if new.title = 'Refused By The Database' then raise exception 'refused'; end if; return new; end $$`);
    await db().execute(sql`create trigger refuse_imported_chapter before insert on chapters for each row execute function refuse_imported_chapter()`);
    try {
      const failed = await confirm(author, {
        import_id: res.body.data.import_id,
        book: novelBody(ref, { title: 'Never Created' }),
        chapters: [{ from: [0], title: 'Fine' }, { from: [1], title: 'Refused By The Database' }, { from: [2], title: 'Fine Too' }],
      });
      expect(failed.body.code).toBe(5000);
    } finally {
      await db().execute(sql`drop trigger refuse_imported_chapter on chapters`);
    }
    expect(await db().select().from(novels).where(eq(novels.title, 'Never Created'))).toEqual([]);
    expect(await db().select().from(chapters).where(eq(chapters.title, 'Fine'))).toEqual([]);
    const again = await confirm(author, { import_id: res.body.data.import_id, book: novelBody(ref, { title: 'Created At Last' }), chapters: [{ from: [0, 1, 2], title: 'All Of It' }] });
    expect(again.body.code).toBe(200);
  });

  it('refuses a bad edit with the field named, keeping the preview', async () => {
    const novelId = await newNovel(author, 'Bad Edits');
    const res = await preview(author, fixture('manuscript.md'), 'manuscript.md');
    const id = res.body.data.import_id;
    const bad = await confirm(author, { import_id: id, original_book_id: novelId, chapters: [{ from: [0], title: ' ' }, { from: [0, 9], title: 'Twice' }, { from: [1], title: 'Split', split_at: 99 }] });
    expect(bad.body.code).toBe(4001);
    expect(Object.keys(bad.body.data!.fields as object).sort()).toEqual(['chapters.0.title', 'chapters.1.from', 'chapters.2.split_at']);
    const both = await confirm(author, { import_id: id, original_book_id: novelId, book: novelBody(ref), chapters: [{ from: [0], title: 'A' }] });
    expect(both.body.code).toBe(4001);
    const badNovel = await confirm(author, { import_id: id, book: novelBody(ref, { title: '' }), chapters: [{ from: [0], title: 'A' }] });
    expect(badNovel.body.code).toBe(4001);
    expect(await chaptersOf(novelId)).toEqual([]);
    expect((await confirm(author, { import_id: id, original_book_id: novelId, chapters: [{ from: [0], title: 'A' }] })).body.code).toBe(200);
  });

  it('answers 4004 for another author’s import or novel, and for an expired import', async () => {
    const theirs = await preview(other, fixture('manuscript.md'), 'theirs.md');
    const mine = await newNovel(author, 'Mine Alone');
    const stolen = await confirm(author, { import_id: theirs.body.data.import_id, original_book_id: mine, chapters: [{ from: [0], title: 'Stolen' }] });
    expect(stolen.body).toMatchObject({ code: 4004, desc: en['import.notFound'] });
    expect((await api.get(`/v1/import.paragraphs?import_id=${theirs.body.data.import_id}&index=0`, author)).body.code).toBe(4004);

    const own = await preview(author, fixture('manuscript.md'), 'own.md');
    const intoTheirs = await confirm(author, { import_id: own.body.data.import_id, original_book_id: await newNovel(other, 'Theirs Alone'), chapters: [{ from: [0], title: 'Pushed' }] });
    expect(intoTheirs.body.code).toBe(4004);
    expect((await preview(author, fixture('manuscript.md'), 'x.md', { original_book_id: String(await newNovel(other, 'Theirs Too')) })).body.code).toBe(4004);

    await db().update(manuscriptImports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(manuscriptImports.id, own.body.data.import_id));
    expect((await confirm(author, { import_id: own.body.data.import_id, original_book_id: mine, chapters: [{ from: [0], title: 'Late' }] })).body.code).toBe(4004);
    expect(await chaptersOf(mine)).toEqual([]);
    // Their preview is still theirs to confirm.
    const [left] = await db().select().from(manuscriptImports).where(and(eq(manuscriptImports.id, theirs.body.data.import_id)));
    expect(left).toBeDefined();
  });

  it('confirms once when two confirmations race', async () => {
    const novelId = await newNovel(author, 'Raced');
    const res = await preview(author, fixture('manuscript.md'), 'race.md');
    const body = { import_id: res.body.data.import_id, original_book_id: novelId, chapters: [{ from: [0, 1, 2], title: 'Once' }] };
    const answers = await Promise.all([confirm(author, body), confirm(author, body), confirm(author, body)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 4004, 4004]);
    expect((await chaptersOf(novelId)).map((r) => r.title)).toEqual(['Once']);
  });
}, () => ({ demo: true }));
