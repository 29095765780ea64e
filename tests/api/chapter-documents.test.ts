import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { DEMO_EDITOR } from '../../src/server/seed/demo';
import { chapterVersions, chapters } from '../../src/server/db/schema';
import {
  chapterDocFromText,
  chapterDocToHtml,
  chapterDocToText,
  type ChapterDoc,
  type ParagraphNode,
} from '../../src/domain/chapter-doc';
import { countWords } from '../../src/domain/words';
import en from '../../src/server/i18n/en.json' with { type: 'json' };
import th from '../../src/domain/i18n/th.json' with { type: 'json' };

const words = (n: number, word = 'Word') => Array.from({ length: n }, () => word).join(' ');
const para = (text: string, marks: ('bold' | 'italic' | 'underline' | 'strike')[] = []): ParagraphNode => ({
  type: 'paragraph',
  content: [marks.length ? { type: 'text', text, marks: marks.map((type) => ({ type })) } : { type: 'text', text }],
});
const doc = (...content: ChapterDoc['content']): ChapterDoc => ({ type: 'doc', content });

/** A chapter of `n` words in two paragraphs, one italic, a scene break, a centred line and a quote. */
const formatted = (n: number): ChapterDoc =>
  doc(
    para(words(n - 6)),
    { type: 'horizontalRule' },
    { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: 'Three days later' }] },
    { type: 'blockquote', content: [para('Come home.', ['italic'])] },
    para('End.', ['bold']),
  );

describeEachDatabase('chapter documents', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let ref: NovelFixtures;
  let author: string;
  let other: string;
  let editor: string;
  let book: number;

  const add = (body: Record<string, unknown>, token = author, bookId = book) =>
    api.post('/v1/writeCenter.chapterAdd', token, {
      original_book_id: bookId,
      title: 'The First Door',
      action: 'draft',
      ...body,
    });
  const save = (id: number, version: number, body: Record<string, unknown>, token = author) =>
    api.post('/v1/writeCenter.chapterSave', token, {
      original_chapter_id: id,
      version,
      title: 'The First Door',
      action: 'draft',
      ...body,
    });
  const info = async (id: number, token = author) =>
    (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${id}`, token)).body;
  const row = async (id: number) => (await db().select().from(chapters).where(eq(chapters.id, id)))[0];

  beforeAll(async () => {
    ref = await loadNovelFixtures(db());
    author = await makeAuthor(api, db(), 'documents@example.test', 'Document Writer');
    other = await makeAuthor(api, db(), 'documents-other@example.test', 'Someone Else');
    editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    const res = await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref));
    book = res.body.data.original_book_id as number;
  });

  describe('saving a document', () => {
    it('stores the document with its text and HTML derived, and counts the words of the text alone', async () => {
      const sent = formatted(600);
      const res = await add({ content_doc: sent, content: 'ignored when a document is sent', action: 'publish' });
      expect(res.body.code).toBe(200);
      const id = res.body.data.original_chapter_id as number;
      const stored = await row(id);
      expect(stored.contentDoc).toEqual(sent);
      expect(stored.content).toBe(chapterDocToText(sent));
      expect(stored.contentHtml).toBe(chapterDocToHtml(sent));
      expect(stored.contentHtml).toContain('<blockquote><p><em>Come home.</em></p></blockquote>');
      expect(stored.contentHtml).toContain('<p class="center">Three days later</p>');
      expect(stored.words).toBe(countWords(chapterDocToText(sent)));
      expect(res.body.data.words).toBe(stored.words);
      const read = (await info(id)).data;
      expect(read.content_doc).toEqual(sent);
      expect(read.content).toBe(chapterDocToText(sent));
      const [version] = await db().select().from(chapterVersions).where(eq(chapterVersions.chapterId, id));
      expect(version.contentDoc).toEqual(sent);
      expect(version.content).toBe(chapterDocToText(sent));
    });

    it('takes text alone from older clients: the document is its paragraphs, a line of *** a scene break', async () => {
      const text = `${words(300)}\n* * *\n${words(300)}\n\nLast line.`;
      const res = await add({ content: text, action: 'publish' });
      expect(res.body.code).toBe(200);
      const read = (await info(res.body.data.original_chapter_id)).data;
      expect(read.content_doc).toEqual(chapterDocFromText(text));
      expect(read.content_doc.content[1]).toEqual({ type: 'horizontalRule' });
      expect(read.content).toBe(chapterDocToText(chapterDocFromText(text)));
      expect((await row(res.body.data.original_chapter_id)).contentHtml).toBe(chapterDocToHtml(chapterDocFromText(text)));
    });

    it('normalises a malformed document instead of failing: unknown nodes, marks and attributes dropped', async () => {
      const messy = {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Dropped' }] },
          {
            type: 'paragraph',
            attrs: { textAlign: 'right', style: 'color:red' },
            content: [
              { type: 'text', text: 'Kept ', marks: [{ type: 'link', attrs: { href: 'x' } }, { type: 'italic' }] },
              { type: 'text', text: 'and joined', marks: [{ type: 'italic' }] },
              { type: 'image' },
              'not a node',
              { type: 'text', text: '' },
            ],
          },
          null,
          { type: 'blockquote', content: [{ type: 'horizontalRule' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'line\nbreak' }] },
        ],
      };
      const res = await add({ content_doc: messy });
      expect(res.body.code).toBe(200);
      const read = (await info(res.body.data.original_chapter_id)).data;
      expect(read.content_doc).toEqual(
        doc(
          { type: 'paragraph', content: [{ type: 'text', text: 'Kept and joined', marks: [{ type: 'italic' }] }] },
          para('line break'),
        ),
      );
      for (const bad of [{ type: 'doc', content: 'text' }, { type: 'paragraph' }, { content: [] }, {}]) {
        const odd = await add({ content_doc: bad });
        expect(odd.body.code).toBe(200);
        expect((await info(odd.body.data.original_chapter_id)).data.content_doc).toEqual(doc());
      }
      // Not an object at all: the edge refuses it as an invalid field, never a 500.
      for (const bad of ['<p>html</p>', 42, [para('x')]]) {
        const refused = await add({ content_doc: bad });
        expect(refused.body.code).toBe(4001);
        expect(Object.keys(refused.body.data.fields)).toContain('content_doc');
      }
    });

    it('holds a document to the content limits with the translated messages, words counted on its text', async () => {
      const short = await add({ content_doc: formatted(499), action: 'publish' });
      expect(short.body.code).toBe(4001);
      expect(short.body.desc).toBe(en['chapter.checkContent']);
      expect(short.body.data.fields.content).toContain('499');
      const long = await add({ content_doc: formatted(3001), action: 'publish' });
      expect(long.body.data.fields.content).toContain('3,001');
      // Past the size limit even as a draft: the existing message, in the asked language.
      const huge = doc(...Array.from({ length: 60 }, () => para('x'.repeat(2000))));
      const tooBig = await api.post('/v1/writeCenter.chapterAdd?lang=th', author, {
        original_book_id: book,
        title: 'Big',
        action: 'draft',
        content_doc: huge,
      });
      expect(tooBig.body.code).toBe(4001);
      expect(tooBig.body.data.fields.content).toBe(th['validation.text.max'].replace('{max, number}', '100,000'));
    });

    it('refuses banned characters and emoji in the document’s text, saying where in the document they are', async () => {
      const sent = doc(
        para(words(300)),
        { type: 'horizontalRule' },
        {
          type: 'blockquote',
          content: [
            para('Quiet.'),
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'She said ' },
                { type: 'text', text: 'héllo 😀 ★', marks: [{ type: 'bold' }] },
              ],
            },
          ],
        },
        para(words(300)),
      );
      const res = await add({ content_doc: sent, action: 'publish' });
      expect(res.body.code).toBe(4001);
      expect(res.body.data.fields.content).toContain('😀');
      // Third block (the quote), its second paragraph; offsets in UTF-16 units as the editor counts.
      expect(res.body.data.positions.content).toEqual([
        expect.objectContaining({ char: '😀', kind: 'emoji', block: 2, paragraph: 1, offset: 15, length: 2 }),
        expect.objectContaining({ char: '★', kind: 'special', block: 2, paragraph: 1, offset: 18, length: 1 }),
      ]);
      expect(res.body.data.fields.content).toContain(`line 4`);
      // A draft keeps them: the rules apply when the chapter goes out.
      expect((await add({ content_doc: sent })).body.code).toBe(200);
    });
  });

  describe('author’s notes', () => {
    it('defaults per novel from bookEdit, overridden per chapter, never counted as words', async () => {
      const detail = (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${book}`, author)).body.data;
      expect(detail).toMatchObject({ default_note_before: null, default_note_after: null });
      const edited = await api.post('/v1/writeCenter.bookEdit', author, {
        ...novelBody(ref),
        original_book_id: book,
        version: detail.version,
        default_note_before: 'Thanks for reading.',
        default_note_after: 'New chapters every Friday.',
      });
      expect(edited.body.code).toBe(200);
      const after = (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${book}`, author)).body.data;
      expect(after).toMatchObject({
        default_note_before: 'Thanks for reading.',
        default_note_after: 'New chapters every Friday.',
      });
      // An edit that does not send them keeps them.
      await api.post('/v1/writeCenter.bookEdit', author, { ...novelBody(ref), original_book_id: book, version: after.version });
      expect((await api.get(`/v1/writeCenter.bookInfo?original_book_id=${book}`, author)).body.data.default_note_after).toBe(
        'New chapters every Friday.',
      );

      const text = words(600);
      const res = await add({ content: text, note_after: words(400, 'Note'), action: 'publish' });
      expect(res.body.code).toBe(200);
      expect(res.body.data.words).toBe(600);
      const id = res.body.data.original_chapter_id as number;
      expect((await info(id)).data).toMatchObject({
        note_before: null,
        note_after: words(400, 'Note'),
        default_note_before: 'Thanks for reading.',
        default_note_after: 'New chapters every Friday.',
      });
      // Saving without notes keeps them; null goes back to the novel's default; "" is no note at all.
      const v = (await info(id)).data.version;
      expect((await save(id, v, { content: text, action: 'publish' })).body.code).toBe(200);
      expect((await info(id)).data.note_after).toBe(words(400, 'Note'));
      expect((await save(id, v + 1, { content: text, note_after: null, note_before: '' })).body.code).toBe(200);
      expect((await info(id)).data).toMatchObject({ note_before: '', note_after: null });
      const tooLong = await save(id, v + 2, { content: text, note_before: 'x'.repeat(5001) });
      expect(tooLong.body.code).toBe(4001);
      expect(Object.keys(tooLong.body.data.fields)).toEqual(['note_before']);
      const novelWords = (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${book}`, author)).body.data.word_count;
      const [{ total }] = [
        {
          total: (await db().select().from(chapters).where(eq(chapters.novelId, book)))
            .filter((c) => c.status === 'released')
            .reduce((n, c) => n + c.words, 0),
        },
      ];
      expect(novelWords).toBe(total);
    });
  });

  describe('versions and comparison', () => {
    it('returns each version’s document and compares any two, “as released” included, marking formatting-only changes', async () => {
      const first = doc(para(words(600)), para('The door was open.'));
      const res = await add({ content_doc: first, action: 'publish' });
      const id = res.body.data.original_chapter_id as number;
      // A live chapter's edit waits beside the released text: italic only, then a new paragraph.
      const italic = doc(para(words(600)), para('The door was open.', ['italic']));
      expect((await save(id, 1, { content_doc: italic })).body.code).toBe(200);
      const grown = doc(para(words(600)), para('The door was open.', ['italic']), para('Nobody came.'));
      expect((await save(id, 2, { content_doc: grown, action: 'draft' })).body.code).toBe(200);

      const read = (await info(id)).data;
      expect(read.content_doc).toEqual(grown);
      expect(read.live_content_doc).toEqual(first);
      const list = (await api.get(`/v1/writeCenter.chapterVersions?original_chapter_id=${id}`, author)).body.data.list;
      expect(list.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
      expect(list[0]).not.toHaveProperty('content_doc');
      const v2 = (await api.get(`/v1/writeCenter.chapterVersion?original_chapter_id=${id}&version=2`, author)).body.data;
      expect(v2.content_doc).toEqual(italic);

      const compare = async (from: string | number, to: string | number, token = author) =>
        (await api.get(`/v1/writeCenter.chapterCompare?original_chapter_id=${id}&from=${from}&to=${to}`, token)).body;
      const formatOnly = (await compare('released', 2)).data;
      expect(formatOnly.from).toMatchObject({ version: null, content_doc: first });
      expect(formatOnly.parts).toEqual([
        { kind: 'same', text: `${words(600)}\n` },
        { kind: 'formatted', text: 'The door was open.\n', before: [], after: ['italic'] },
      ]);
      expect(formatOnly).toMatchObject({ added: 0, removed: 0, formatted: 1 });
      const both = (await compare('released', 3)).data;
      expect(both.parts.map((p: { kind: string }) => p.kind)).toEqual(['same', 'formatted', 'added']);
      expect(both).toMatchObject({ added: 2, removed: 0, formatted: 1 });
      expect((await compare(3, 1)).data).toMatchObject({ removed: 2, formatted: 1 });

      // Restoring brings the document back, formatting and all.
      const restored = await api.post('/v1/writeCenter.chapterRestore', author, {
        original_chapter_id: id,
        version: 3,
        restore_version: 2,
      });
      expect(restored.body.code).toBe(200);
      expect((await info(id)).data.content_doc).toEqual(italic);

      // Approval makes the edit's document live, its HTML with it.
      expect((await save(id, 4, { content_doc: italic, action: 'publish' })).body.code).toBe(200);
      expect((await api.post('/admin/v1/chapter.approve', editor, { original_chapter_id: id })).body.code).toBe(200);
      const live = await row(id);
      expect(live.contentDoc).toEqual(italic);
      expect(live.contentHtml).toContain('<em>The door was open.</em>');
      expect(live.draftDoc).toBeNull();
      expect(live.draftContent).toBeNull();

      expect((await compare('released', 99)).code).toBe(4004);
      expect((await compare('latest', 1)).code).toBe(4001);
    });

    it('has no “as released” for a chapter readers have not seen', async () => {
      const res = await add({ content_doc: formatted(600) });
      const id = res.body.data.original_chapter_id as number;
      expect(
        (await api.get(`/v1/writeCenter.chapterCompare?original_chapter_id=${id}&from=released&to=1`, author)).body.code,
      ).toBe(4004);
    });

    it('answers 4004 to another author’s chapter ids on every document endpoint', async () => {
      const res = await add({ content_doc: formatted(600), action: 'publish' });
      const id = res.body.data.original_chapter_id as number;
      expect((await info(id, other)).code).toBe(4004);
      expect((await save(id, 1, { content_doc: formatted(700) }, other)).body.code).toBe(4004);
      expect((await api.get(`/v1/writeCenter.chapterVersion?original_chapter_id=${id}&version=1`, other)).body.code).toBe(4004);
      expect(
        (await api.get(`/v1/writeCenter.chapterCompare?original_chapter_id=${id}&from=released&to=1`, other)).body.code,
      ).toBe(4004);
      expect((await add({ content_doc: formatted(600) }, other)).body.code).toBe(4004);
      expect((await row(id)).contentDoc).toEqual(formatted(600));
    });
  });

  describe('the API documentation', () => {
    it('documents the document, the notes and the comparison', async () => {
      const spec = (await get().app.inject({ url: '/v1/openapi.json' })).json();
      const body = (path: string) => spec.paths[path].post.requestBody.content['application/json'].schema.properties;
      expect(Object.keys(body('/v1/writeCenter.chapterSave'))).toEqual(
        expect.arrayContaining(['content', 'content_doc', 'note_before', 'note_after']),
      );
      expect(Object.keys(body('/v1/writeCenter.chapterAdd'))).toEqual(
        expect.arrayContaining(['content_doc', 'note_before', 'note_after']),
      );
      expect(Object.keys(body('/v1/writeCenter.bookEdit'))).toEqual(
        expect.arrayContaining(['default_note_before', 'default_note_after']),
      );
      const compare = spec.paths['/v1/writeCenter.chapterCompare'].get;
      expect(compare.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['original_chapter_id', 'from', 'to']),
      );
      const info = JSON.stringify(spec.paths['/v1/writeCenter.chapterInfo'].get.responses);
      for (const field of ['content_doc', 'horizontalRule', 'blockquote', 'default_note_after']) expect(info).toContain(field);
    });
  });

  describe('racing saves', () => {
    it('two tabs saving different documents on one version at once: one wins whole, the other is told 4009', async () => {
      const res = await add({ content_doc: formatted(600) });
      const id = res.body.data.original_chapter_id as number;
      const mine = doc(para('Mine, in italics.', ['italic']), para(words(600)));
      const theirs = doc({ type: 'horizontalRule' }, para('Theirs, centred.'), para(words(650)));
      const answers = await Promise.all([save(id, 1, { content_doc: mine }), save(id, 1, { content_doc: theirs })]);
      const codes = answers.map((a) => a.body.code).sort();
      expect(codes).toEqual([200, 4009]);
      const winner = answers[0].body.code === 200 ? mine : theirs;
      const stored = await row(id);
      // Document, text, words and history all from the same save: never one tab's document with the other's text.
      expect(stored.contentDoc).toEqual(winner);
      expect(stored.content).toBe(chapterDocToText(winner));
      expect(stored.contentHtml).toBe(chapterDocToHtml(winner));
      expect(stored.words).toBe(countWords(chapterDocToText(winner)));
      const [latest] = (await db().select().from(chapterVersions).where(eq(chapterVersions.chapterId, id))).sort(
        (a, b) => b.version - a.version,
      );
      expect(latest.contentDoc).toEqual(winner);
      expect(latest.content).toBe(chapterDocToText(winner));
    });
  });

  describe('a stale save', () => {
    it('answers 4009 with the stored document', async () => {
      const res = await add({ content_doc: formatted(600) });
      const id = res.body.data.original_chapter_id as number;
      expect((await save(id, 1, { content_doc: formatted(610) })).body.code).toBe(200);
      const stale = await save(id, 1, { content_doc: formatted(620) });
      expect(stale.body.code).toBe(4009);
      expect(stale.body.data).toMatchObject({
        version: 2,
        content_doc: formatted(610),
        content: chapterDocToText(formatted(610)),
      });
    });
  });
}, () => ({ demo: true }));
