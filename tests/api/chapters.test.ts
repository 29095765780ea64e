import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { DEMO_EDITOR } from '../../src/server/seed/demo';
import { chapters, novels, writingLog } from '../../src/server/db/schema';
import { openDatabase } from '../../src/server/db/client';
import app from '../../src/server/app';
import { releaseDueChapters } from '../../src/server/modules/chapter/release-job';
import en from '../../src/server/i18n/en.json' with { type: 'json' };

const words = (n: number, word = 'Word') => Array.from({ length: n }, () => word).join(' ');
const MINUTE = 60_000;

describeEachDatabase('chapters', ({ get, kind }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let ref: NovelFixtures;
  let author: string;
  let other: string;
  let editor: string;
  let book: number;

  const newNovel = async (token: string, overrides: Record<string, unknown> = {}) => {
    const res = await api.post('/v1/writeCenter.bookAdd', token, novelBody(ref, overrides));
    expect(res.body.code).toBe(200);
    return res.body.data.original_book_id as number;
  };
  const add = (body: Record<string, unknown>, token = author) => api.post('/v1/writeCenter.chapterAdd', token, { original_book_id: book, title: 'The First Door', action: 'draft', ...body });
  const save = (id: number, version: number, body: Record<string, unknown>, token = author) =>
    api.post('/v1/writeCenter.chapterSave', token, { original_chapter_id: id, version, title: 'The First Door', action: 'draft', ...body });
  const info = async (id: number, token = author) => (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${id}`, token)).body;

  beforeAll(async () => {
    ref = await loadNovelFixtures(db());
    author = await makeAuthor(api, db(), 'chapters@example.test', 'Chapter Writer');
    other = await makeAuthor(api, db(), 'someone@example.test', 'Someone Else');
    editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    book = await newNovel(author);
  });

  describe('publishing rules', () => {
    it('refuses 499 words with its own message, publishes 500, and keeps the novel’s figures', async () => {
      const short = await add({ content: words(499), action: 'publish' });
      expect(short.body.code).toBe(4001);
      expect(short.body.desc).toBe(en['chapter.checkContent']);
      expect(short.body.data.fields.content).toContain('499');
      const ok = await add({ content: words(500), action: 'publish' });
      expect(ok.body.code).toBe(200);
      expect(ok.body.desc).toBe(en['chapter.published']);
      expect(ok.body.data).toMatchObject({ chapter_code: 1, status: 'released', words: 500, version: 1 });
      const novel = (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${book}`, author)).body.data;
      expect(novel).toMatchObject({ word_count: 500, chapter_count: 1, next_chapter_code: 2, status: 'released' });
    });

    it('holds the content’s upper bound by site policy: 3000 by default, 6000 on site 520', async () => {
      expect((await add({ content: words(3000), action: 'publish' })).body.code).toBe(200);
      expect((await add({ content: words(3001), action: 'publish' })).body.data.fields.content).toContain('3,001');
      const wide = await makeAuthor(api, db(), 'wide@example.test', 'Wide Writer', 520);
      const wideBook = await newNovel(wide);
      const at = (n: number) => api.post('/v1/writeCenter.chapterAdd', wide, { original_book_id: wideBook, title: 'Long One', content: words(n), action: 'publish' });
      expect((await at(6000)).body.code).toBe(200);
      expect((await at(6001)).body.code).toBe(4001);
    });

    it('holds the title’s bounds (required, 1–20 words; 1–50 on site 511) and refuses special characters, saying which', async () => {
      const content = words(600);
      expect((await add({ title: '', content, action: 'publish' })).body.data.fields.title).toBe('Give the chapter a title');
      expect((await add({ title: words(20, 'Door'), content, action: 'publish' })).body.code).toBe(200);
      expect((await add({ title: words(21, 'Door'), content, action: 'publish' })).body.data.fields.title).toContain('1-20');
      const special = await add({ title: 'The ★ Door', content, action: 'publish' });
      expect(special.body.data.fields.title).toContain('★');
      const long = await makeAuthor(api, db(), 'long-titles@example.test', 'Long Titles', 511);
      const longBook = await newNovel(long);
      const titled = (n: number) => api.post('/v1/writeCenter.chapterAdd', long, { original_book_id: longBook, title: words(n, 'Door'), content, action: 'publish' });
      expect((await titled(50)).body.code).toBe(200);
      expect((await titled(51)).body.code).toBe(4001);
    });

    it('names the Chinese character, emoji or special character and where it is', async () => {
      const content = `${words(300)}\nSecond line with 龍 inside ${words(300)}`;
      const han = await add({ content, action: 'publish' });
      expect(han.body.data.fields.content).toContain('“龍” (line 2, column 18)');
      const emoji = await add({ content: `${words(600)} 😀`, action: 'publish' });
      expect(emoji.body.data.fields.content).toMatch(/emoji “😀” \(line 1, column [\d,]+\)/);
      const symbol = await add({ content: `${words(600)} ⌘`, action: 'publish' });
      expect(symbol.body.data.fields.content).toContain('special character “⌘”');
      // A draft may hold anything while it is written.
      expect((await add({ content: `龍 😀 ※ ${words(3)}`, action: 'draft' })).body.code).toBe(200);
    });

    it.each([
      // section, 499 → refused, 500 → accepted, and a text the default rule counts otherwise
      { section: 7, unit: 'ab1', per: 2 },
      { section: 11, unit: 'xy!', per: 2 },
      { section: 21, unit: 'kata —', per: 2 },
      { section: 17, unit: '龍', per: 1 },
    ])('counts section $section by its own rule at 499 and 500', async ({ section, unit, per }) => {
      const sectionBook = await newNovel(author, { section_id: section });
      const text = (count: number) => {
        const units = Array.from({ length: Math.floor(count / per) }, () => unit).join(' ');
        return count % per ? `${units} z` : units;
      };
      const at = (count: number) => api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: sectionBook, title: 'Door', content: text(count), action: 'publish' });
      const refused = await at(499);
      expect(refused.body.data?.fields?.content).toContain('499');
      const accepted = await at(500);
      expect(accepted.body.code).toBe(200);
      expect(accepted.body.data.words).toBe(500);
    });
  });

  describe('saving', () => {
    it('autosaves drafts of any length, answers 4009 with the stored text on a stale version, and says "edit succeeded" for a live edit', async () => {
      const created = await add({ content: 'Half a sentence', action: 'autosave' });
      expect(created.body.code).toBe(200);
      const id = created.body.data.original_chapter_id;
      const second = await save(id, 1, { content: 'Half a sentence, then more', action: 'autosave' });
      expect(second.body.data.version).toBe(2);
      // Another tab still holds version 1.
      const stale = await save(id, 1, { content: 'The other tab’s text', action: 'autosave' });
      expect(stale.body.code).toBe(4009);
      expect(stale.body.desc).toBe(en['chapter.stale']);
      expect(stale.body.data).toMatchObject({ version: 2, content: 'Half a sentence, then more' });
      expect((await info(id)).data.content).toBe('Half a sentence, then more');

      const published = await save(id, 2, { content: words(520), action: 'publish' });
      expect(published.body.data.status).toBe('released');
      const edit = await save(id, 3, { content: words(540), action: 'publish' });
      expect(edit.body.desc).toBe(en['chapter.editSucceeded']);
      expect(edit.body.data.updated_content_status).toBe('pending_review');
      const now = (await info(id)).data;
      // Readers keep the live text until the update passes.
      expect(now).toMatchObject({ content: words(540), live_content: words(520), has_draft: true, words: 520 });
    });

    it('sends live edits through review: rejected with a reason, resubmitted, approved and live', async () => {
      const id = (await add({ content: words(600), action: 'publish' })).body.data.original_chapter_id;
      const submitted = await save(id, 1, { title: 'The First Door Revised', content: words(650), action: 'publish' });
      expect(submitted.body.data.updated_content_status).toBe('pending_review');
      const waiting = await api.get('/admin/v1/chapter.updates', editor);
      expect(waiting.body.data.list.map((u: { original_chapter_id: number }) => u.original_chapter_id)).toContain(id);
      expect((await api.post('/admin/v1/chapter.reject', editor, { original_chapter_id: id, reason: '' })).body.code).toBe(4001);
      await api.post('/admin/v1/chapter.reject', editor, { original_chapter_id: id, reason: 'The last scene repeats chapter one.' });
      let chapter = (await info(id)).data;
      expect(chapter).toMatchObject({ updated_content_status: 'rejected', reject_reason: 'The last scene repeats chapter one.', live_content: words(600), content: words(650) });
      const again = await save(id, chapter.version, { title: 'The First Door Revised', content: words(660), action: 'publish' });
      expect(again.body.data.updated_content_status).toBe('pending_review');
      expect((await api.post('/admin/v1/chapter.approve', editor, { original_chapter_id: id })).body.code).toBe(200);
      chapter = (await info(id)).data;
      expect(chapter).toMatchObject({ status: 'updated', updated_content_status: null, title: 'The First Door Revised', content: words(660), has_draft: false, words: 660 });
      expect((await api.post('/admin/v1/chapter.approve', editor, { original_chapter_id: id })).body.code).toBe(4009);
    });

    it('refuses to edit a deleted chapter with its own message, and never deletes a live one', async () => {
      const draft = (await add({ content: words(10) })).body.data;
      expect((await api.post('/v1/writeCenter.chapterDelete', author, { original_chapter_id: draft.original_chapter_id })).body.code).toBe(200);
      const edit = await save(draft.original_chapter_id, draft.version + 1, { content: words(12) });
      expect(edit.body.code).toBe(4003);
      expect(edit.body.desc).toBe(en['chapter.deleted']);
      expect((await info(draft.original_chapter_id)).data.status).toBe('deleted');
      const live = (await add({ content: words(600), action: 'publish' })).body.data;
      expect((await api.post('/v1/writeCenter.chapterDelete', author, { original_chapter_id: live.original_chapter_id })).body.code).toBe(4009);
    });

    it('gives chapter codes in order, even to two adds at once', async () => {
      const fresh = await newNovel(author);
      const both = await Promise.all([1, 2].map(() => api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: fresh, title: 'Door', content: 'x', action: 'draft' })));
      expect(both.map((r) => r.body.data.chapter_code).sort()).toEqual([1, 2]);
      const third = await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: fresh, title: 'Door', content: 'x', action: 'draft' });
      expect(third.body.data.chapter_code).toBe(3);
      expect((await api.get(`/v1/writeCenter.bookInfo?original_book_id=${fresh}`, author)).body.data.next_chapter_code).toBe(4);
    });

    it('keeps a version history with each text, and restores an older one as a new version', async () => {
      const id = (await add({ content: 'First text', action: 'draft' })).body.data.original_chapter_id;
      await save(id, 1, { content: 'Second text', action: 'draft' });
      await save(id, 2, { content: 'Third text', action: 'draft' });
      const list = (await api.get(`/v1/writeCenter.chapterVersions?original_chapter_id=${id}`, author)).body.data.list;
      expect(list.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
      const first = (await api.get(`/v1/writeCenter.chapterVersion?original_chapter_id=${id}&version=1`, author)).body.data;
      expect(first.content).toBe('First text');
      const restored = await api.post('/v1/writeCenter.chapterRestore', author, { original_chapter_id: id, version: 3, restore_version: 1 });
      expect(restored.body.desc).toBe('Version 1 restored');
      expect(restored.body.data.version).toBe(4);
      expect((await info(id)).data.content).toBe('First text');
      expect((await api.post('/v1/writeCenter.chapterRestore', author, { original_chapter_id: id, version: 3, restore_version: 2 })).body.code).toBe(4009);
    });
  });

  describe('scheduling', () => {
    it('refuses a time in the past or more than a year ahead, and schedules one in between', async () => {
      const at = (ms: number) => add({ content: words(600), action: 'schedule', release_at: new Date(Date.now() + ms).toISOString() });
      expect((await at(-MINUTE)).body.data.fields.release_at).toBe('Choose a release time in the future');
      expect((await at(366 * 86_400_000)).body.data.fields.release_at).toBe('Choose a release time within 365 days');
      expect((await add({ content: words(600), action: 'schedule' })).body.data.fields.release_at).toBe('Choose a release date and time');
      const ok = await at(10 * MINUTE);
      expect(ok.body.data).toMatchObject({ status: 'scheduled' });
      expect(ok.body.desc).toBe(en['chapter.scheduled']);
    });

    it('releases due chapters exactly once, even when two instances run the job at the same moment', async () => {
      const fresh = await newNovel(author);
      const soon = new Date(Date.now() + 5 * MINUTE);
      for (let i = 0; i < 5; i++) {
        await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: fresh, title: 'Door', content: words(600), action: 'schedule', release_at: soon.toISOString() });
      }
      const later = new Date(soon.getTime() + MINUTE);
      // A second instance: its own connection pool on PostgreSQL (PGlite admits one process, so the same one).
      const second = get().url ? await openDatabase({ url: get().url }) : undefined;
      try {
        const runs = await Promise.all([releaseDueChapters(db(), later), releaseDueChapters(second?.db ?? db(), later), releaseDueChapters(db(), later)]);
        const released = runs.flatMap((r) => r.released.map((c) => c.id));
        expect(released.filter((id, i) => released.indexOf(id) !== i)).toEqual([]);
        const rows = await db().select().from(chapters).where(eq(chapters.novelId, fresh));
        expect(rows.every((r) => r.status === 'released')).toBe(true);
        const logged = await db().select().from(writingLog).where(eq(writingLog.released, 1));
        expect(logged.filter((l) => rows.some((r) => r.id === l.chapterId))).toHaveLength(5);
        expect((await releaseDueChapters(db(), later)).released).toEqual([]);
        const [novel] = await db().select().from(novels).where(eq(novels.id, fresh));
        expect(novel.wordCount).toBe(3000);
      } finally {
        await second?.close();
      }
    });

    it('catches up after a restart that missed the release time', async () => {
      const scheduled = (await add({ content: words(600), action: 'schedule', release_at: new Date(Date.now() + 10 * MINUTE).toISOString() })).body.data;
      // The server was down when the time came: the time is now in the past.
      await db().update(chapters).set({ releaseAt: new Date(Date.now() - MINUTE) }).where(eq(chapters.id, scheduled.original_chapter_id));
      const restarted = Fastify({ logger: false });
      await restarted.register(app, { database: get().database, uploadsDir: get().uploadsDir, releaseIntervalMs: 60_000 });
      await restarted.ready();
      try {
        await expect.poll(async () => (await info(scheduled.original_chapter_id)).data.status, { timeout: 5000 }).toBe('released');
      } finally {
        await restarted.close();
      }
    });
  });

  describe('first paid chapter', () => {
    it('previews and sets one per novel; chapters after it, scheduled ones too, are paid', async () => {
      const fresh = await newNovel(author);
      const ids: number[] = [];
      for (const action of ['publish', 'publish', 'publish', 'schedule', 'draft']) {
        const res = await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: fresh, title: 'Door', content: words(600), action, release_at: new Date(Date.now() + 86_400_000).toISOString() });
        ids.push(res.body.data.original_chapter_id);
      }
      const preview = (await api.get(`/v1/writeCenter.firstPaidPreview?original_book_id=${fresh}&original_chapter_id=${ids[1]}`, author)).body.data;
      expect(preview).toMatchObject({ chapter_code: 2, current_chapter_code: null, paid: { released: 2, scheduled: 1, draft: 1 }, last_chapter_code: 5 });
      const set = await api.post('/v1/writeCenter.chapterFirstPaid', author, { original_book_id: fresh, original_chapter_id: ids[1] });
      expect(set.body.desc).toBe('Chapter 2 is now the first paid chapter');
      await api.post('/v1/writeCenter.chapterFirstPaid', author, { original_book_id: fresh, original_chapter_id: ids[2] });
      const list = (await api.get(`/v1/writeCenter.chapterList?original_book_id=${fresh}`, author)).body.data.list;
      expect(list.map((c: { first_paid: boolean }) => c.first_paid)).toEqual([false, false, true, false, false]);
      expect(list.map((c: { paid: boolean }) => c.paid)).toEqual([false, false, true, true, true]);
      const moveBack = (await api.get(`/v1/writeCenter.firstPaidPreview?original_book_id=${fresh}&original_chapter_id=${ids[3]}`, author)).body.data;
      expect(moveBack).toMatchObject({ current_chapter_code: 3, becoming_free: 1 });
      expect((await api.post('/v1/writeCenter.chapterFirstPaid', author, { original_book_id: book, original_chapter_id: ids[0] })).body.code).toBe(4004);
    });
  });

  describe('access and the calendar', () => {
    it('answers 4004 for another author’s chapter, whatever the call', async () => {
      const id = (await add({ content: words(5) })).body.data.original_chapter_id;
      expect((await info(id, other)).code).toBe(4004);
      expect((await save(id, 1, { content: 'taken' }, other)).body.code).toBe(4004);
      expect((await api.get(`/v1/writeCenter.chapterVersions?original_chapter_id=${id}`, other)).body.code).toBe(4004);
      expect((await api.post('/v1/writeCenter.chapterDelete', other, { original_chapter_id: id })).body.code).toBe(4004);
      expect((await add({ content: 'x' }, other)).body.code).toBe(4004);
      expect((await info(id)).data.content).toBe(words(5));
    });

    it('sums words and releases per day in the author’s zone, with streaks and scheduled days', async () => {
      const writer = await makeAuthor(api, db(), `calendar-${kind}@example.test`, 'Calendar Writer');
      const own = await newNovel(writer);
      const today = new Date().toISOString().slice(0, 10);
      await api.post('/v1/writeCenter.chapterAdd', writer, { original_book_id: own, title: 'Door', content: words(600), action: 'publish' });
      const draft = (await api.post('/v1/writeCenter.chapterAdd', writer, { original_book_id: own, title: 'Door', content: words(100), action: 'draft' })).body.data;
      await api.post('/v1/writeCenter.chapterSave', writer, { original_chapter_id: draft.original_chapter_id, version: 1, title: 'Door', content: words(40), action: 'draft' });
      await api.post('/v1/writeCenter.chapterAdd', writer, { original_book_id: own, title: 'Door', content: words(600), action: 'schedule', release_at: new Date(Date.now() + 3 * 86_400_000).toISOString() });
      const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const res = await api.get(`/v1/writeCenter.writingCalendar?from=${from}&to=${to}&tz=UTC`, writer);
      expect(res.body).toMatchObject({ code: 200 });
      const calendar = res.body.data;
      // Deleting words is not writing: 600 + 100 + 600, the shortened draft adds nothing.
      expect(calendar.days).toEqual([{ date: today, words: 1300, chapters: 1 }]);
      expect(calendar.scheduled).toHaveLength(1);
      expect(calendar.streak).toEqual({ current: 1, longest: 1 });
      const bad = await api.get(`/v1/writeCenter.writingCalendar?from=${from}&to=${to}&tz=Mars/Olympus`, writer);
      expect(bad.body.code).toBe(4001);
      expect(bad.body.data.fields.tz).toBe('Unknown time zone');
    });
  });
}, () => ({ demo: true }));
