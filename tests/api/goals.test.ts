import { beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { writingLog } from '../../src/server/db/schema';
import en from '../../src/server/i18n/en.json' with { type: 'json' };

const words = (n: number) => Array.from({ length: n }, () => 'Word').join(' ');
// Thursday 7 January 2027, 12:00 UTC (19:00 in Jakarta): the app's clock.
const NOW = new Date('2027-01-07T12:00:00Z');
const DAY = 86_400_000;

/**
 * Writing goals on the server: words typed in the editor count; a paste of more than 1,000 words in
 * one save and a restored version count as added, shown apart; the streak runs over the periods
 * the goal was met, in the goal's zone; another author's novel answers 4004.
 */
describeEachDatabase(
  'writing goals',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let ref: NovelFixtures;
    let author: string;
    let other: string;
    let book: number;
    let chapter: number;
    let version = 1;

    const save = async (text: string) => {
      const res = await api.post('/v1/writeCenter.chapterSave', author, { original_chapter_id: chapter, version, title: 'Morning', content: text, action: 'autosave' });
      expect(res.body.code, res.body.desc).toBe(200);
      version = res.body.data.version;
    };
    const goal = async () => (await api.get(`/v1/goal.get?original_book_id=${book}`, author)).body;

    beforeAll(async () => {
      ref = await loadNovelFixtures(db());
      author = await makeAuthor(api, db(), 'goals@example.test', 'Goal Writer');
      other = await makeAuthor(api, db(), 'goals.other@example.test', 'Other Goal Writer');
      book = (await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref))).body.data.original_book_id;
      const added = await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: book, title: 'Morning', content: words(10), action: 'draft' });
      chapter = added.body.data.original_chapter_id;
      version = added.body.data.version;
    });

    it('has no goal at first, and refuses another author’s novel', async () => {
      const body = await goal();
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ period: null, words: 0, streak: { current: 0, longest: 0 } });
      expect(body.data.days).toHaveLength(28);
      expect((await api.get(`/v1/goal.get?original_book_id=${book}`, other)).body.code).toBe(4004);
      expect((await api.post('/v1/goal.save', other, { original_book_id: book, period: 'day', words: 500, time_zone: 'UTC' })).body.code).toBe(4004);
    });

    it('counts typed words, and shows a long paste and a restore apart as added', async () => {
      const saved = await api.post('/v1/goal.save', author, { original_book_id: book, period: 'day', words: 500, time_zone: 'Asia/Jakarta' });
      expect(saved.body.code).toBe(200);
      expect(saved.body.desc).toBe(en['goal.saved']);
      await save(words(310)); // typed: +300
      await save(words(610)); // typed: +300
      await save(words(2110)); // one save of 1,500 more words: a paste
      const history = (await api.get(`/v1/writeCenter.chapterVersions?original_chapter_id=${chapter}`, author)).body.data.list as { version: number; words: number }[];
      const first = history.find((v) => v.words === 10)!;
      await save(words(5)); // deleting is not writing
      const restored = await api.post('/v1/writeCenter.chapterRestore', author, { original_chapter_id: chapter, version, restore_version: first.version });
      expect(restored.body.code, restored.body.desc).toBe(200);
      version = restored.body.data.version;
      await save(words(2010)); // after the restore (10 words), 2,000 more: a paste again
      const rows = await db().select().from(writingLog).where(eq(writingLog.chapterId, chapter));
      expect(rows.filter((r) => r.words > 0).map((r) => [r.words, r.source])).toEqual([
        [10, 'typed'],
        [300, 'typed'],
        [300, 'typed'],
        [1500, 'added'],
        [5, 'added'],
        [2000, 'added'],
      ]);
      // The day's words, moved to the clock's day (the saves ran on the machine's own clock).
      await db().update(writingLog).set({ at: NOW }).where(inArray(writingLog.id, rows.map((r) => r.id)));
      const body = await goal();
      expect(body.data.current).toEqual({ start: '2027-01-07', typed: 610, added: 3505 });
      expect(body.data.days.at(-1)).toEqual({ date: '2027-01-07', typed: 610, added: 3505 });
      expect(body.data.streak).toEqual({ current: 1, longest: 1 });
    });

    it('runs the streak over the days the goal was met, in the goal’s zone', async () => {
      // 16:30 UTC on the 4th is 23:30 in Jakarta (the 4th); 17:30 UTC on the 5th is 00:30 on the 6th there.
      await db().insert(writingLog).values([
        { authorId: (await authorId()), chapterId: chapter, at: new Date(NOW.getTime() - 3 * DAY + 4.5 * 3_600_000), words: 800, source: 'typed' },
        { authorId: (await authorId()), chapterId: chapter, at: new Date(NOW.getTime() - 2 * DAY + 5.5 * 3_600_000), words: 900, source: 'typed' },
      ]);
      const body = await goal();
      expect(body.data.days.slice(-4).map((d: { typed: number }) => d.typed)).toEqual([800, 0, 900, 610]);
      expect(body.data.streak).toEqual({ current: 2, longest: 2 });
      const weekly = await api.post('/v1/goal.save', author, { original_book_id: book, period: 'week', words: 2000, time_zone: 'Asia/Jakarta' });
      expect(weekly.body.data).toMatchObject({ period: 'week', current: { start: '2027-01-04', typed: 2310 }, streak: { current: 1, longest: 1 } });
      const bad = await api.post('/v1/goal.save', author, { original_book_id: book, period: 'month', words: 0, time_zone: 'Nowhere/Else' });
      expect(bad.body.code).toBe(4001);
    });

    async function authorId() {
      const [row] = await db().select({ authorId: writingLog.authorId }).from(writingLog).where(eq(writingLog.chapterId, chapter)).limit(1);
      return row.authorId;
    }
  },
  () => ({ demo: true, clock: () => NOW }),
);
