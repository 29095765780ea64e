import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { CHINESE_SECTION } from '../../src/domain/chapter';
import en from '../../src/server/i18n/en.json' with { type: 'json' };

const words = (n: number, word = 'Word') => Array.from({ length: n }, () => word).join(' ');

/** Author's notes reach readers with the chapter: they keep the chapter text's character rules. */
describeEachDatabase('author’s notes and the content rules', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let ref: NovelFixtures;
  let author: string;
  let book: number;

  const add = (body: Record<string, unknown>, bookId = book, lang = '') =>
    api.post(`/v1/writeCenter.chapterAdd${lang}`, author, { original_book_id: bookId, title: 'The First Door', content: words(600), action: 'publish', ...body });
  const save = (id: number, version: number, body: Record<string, unknown>) =>
    api.post('/v1/writeCenter.chapterSave', author, { original_chapter_id: id, version, title: 'The First Door', content: words(600), action: 'draft', ...body });
  const info = async (id: number) => (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${id}`, author)).body.data;
  const bookInfo = async (id = book) => (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${id}`, author)).body.data;
  const editBook = async (body: Record<string, unknown>, id = book) =>
    api.post('/v1/writeCenter.bookEdit', author, { ...novelBody(ref), original_book_id: id, version: (await bookInfo(id)).version, ...body });

  beforeAll(async () => {
    ref = await loadNovelFixtures(db());
    author = await makeAuthor(api, db(), 'note-rules@example.test', 'Note Writer');
    book = (await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref))).body.data.original_book_id as number;
  });

  describe('the chapter’s own notes', () => {
    it('refuses a published chapter’s note with an emoji, a Chinese or a special character, naming it and where it is', async () => {
      const emoji = await add({ note_before: 'Thanks for reading!\nSee you 😀 soon' });
      expect(emoji.body.code).toBe(4001);
      expect(emoji.body.data.fields).toEqual({ note_before: 'Remove the emoji “😀” (line 2, column 9)' });
      const han = await add({ note_after: 'Next: 龍' });
      expect(han.body.data.fields.note_after).toContain('Chinese character “龍” (line 1, column 7)');
      const special = await add({ note_after: 'Stay tuned ★' });
      expect(special.body.data.fields.note_after).toContain('special character “★”');
      const thai = await add({ note_after: 'ขอบคุณ 😀' }, book, '?lang=th');
      expect(thai.body.data.fields.note_after).toContain('อีโมจิ “😀”');
      expect((await add({ note_before: 'Thank you, all of you — “truly”.', note_after: null })).body.code).toBe(200);
    });

    it('names the notes beside the text in one answer', async () => {
      const both = await add({ content: `${words(600)} ⌘`, note_after: 'Bye 😀' });
      expect(both.body.code).toBe(4001);
      expect(Object.keys(both.body.data.fields).sort()).toEqual(['content', 'note_after']);
      expect(both.body.desc).toBe(en['chapter.checkContent']);
    });

    it('lets a draft hold anything, then checks the notes it keeps when it goes out', async () => {
      const draft = await add({ note_before: 'Draft 😀', action: 'draft' });
      expect(draft.body.code).toBe(200);
      const id = draft.body.data.original_chapter_id as number;
      const refused = await save(id, 1, { action: 'publish' });
      expect(refused.body.code).toBe(4001);
      expect(Object.keys(refused.body.data.fields)).toEqual(['note_before']);
      expect((await info(id)).status).toBe('draft');
      const published = await save(id, 1, { action: 'publish', note_before: 'Thanks for reading.' });
      expect(published.body.code).toBe(200);
      expect(published.body.data.words).toBe(600);
    });

    it('checks a live chapter’s notes on every save, since readers get them at once', async () => {
      const live = await add({});
      const id = live.body.data.original_chapter_id as number;
      const refused = await save(id, 1, { note_after: 'Bye ★', action: 'autosave' });
      expect(refused.body.code).toBe(4001);
      expect(Object.keys(refused.body.data.fields)).toEqual(['note_after']);
      expect((await info(id)).note_after).toBeNull();
      expect((await save(id, 1, { note_after: 'Bye!', action: 'autosave' })).body.code).toBe(200);
    });

    it('allows Chinese characters in the notes of a Chinese novel, as in its text', async () => {
      const chinese = (await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref, { section_id: CHINESE_SECTION }))).body.data.original_book_id as number;
      const res = await add({ title: '第一章', content: '龍'.repeat(600), note_before: '谢谢大家的支持', note_after: '下周见 😀' }, chinese);
      expect(Object.keys(res.body.data.fields)).toEqual(['note_after']);
      expect((await add({ title: '第一章', content: '龍'.repeat(600), note_before: '谢谢大家的支持' }, chinese)).body.code).toBe(200);
    });
  });

  describe('the novel’s default notes', () => {
    it('are refused with a forbidden character whenever they are saved, beside the form’s own problems', async () => {
      const refused = await editBook({ default_note_before: 'Hello', default_note_after: 'New chapters every Friday 😀' });
      expect(refused.body.code).toBe(4001);
      expect(refused.body.data.fields).toEqual({ default_note_after: 'Remove the emoji “😀” (line 1, column 27)' });
      const both = await editBook({ title: 'stays lower', default_note_before: '★ Hello' });
      expect(Object.keys(both.body.data.fields).sort()).toEqual(['default_note_before', 'title']);
      const created = await api.post('/v1/writeCenter.bookAdd', author, { ...novelBody(ref), default_note_before: '龍' });
      expect(created.body.data.fields.default_note_before).toContain('“龍”');
      expect((await bookInfo()).default_note_after).toBeNull();

      expect((await editBook({ default_note_after: 'New chapters every Friday!' })).body.code).toBe(200);
      expect((await bookInfo()).default_note_after).toBe('New chapters every Friday!');
    });

    it('follow the section the form sends: Chinese in a Chinese novel', async () => {
      const created = await api.post('/v1/writeCenter.bookAdd', author, { ...novelBody(ref, { section_id: CHINESE_SECTION }), default_note_before: '谢谢阅读' });
      expect(created.body.code).toBe(200);
    });
  });
}, () => ({ demo: true }));
