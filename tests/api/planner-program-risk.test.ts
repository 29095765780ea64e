import { beforeAll, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { releaseDueChapters } from '../../src/server/modules/chapter/release-job';
import { releaseReceipts, warnLowBuffers } from '../../src/server/modules/planner';
import { noticesAt } from '../../src/server/modules/notification';
import { welfarePrograms } from '../../src/server/db/schema';

const words = (n: number) => Array.from({ length: n }, () => 'Word').join(' ');
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time: '20:00' }));
// Monday 1 February 2027, 08:00 UTC: the month's first day, nothing missed yet.
const START = new Date('2027-02-01T08:00:00Z');
let now = START;

type Risk = { program_id: number; kind: string; name: string | null; breaks_on: string; min_words: number; short_words: number; amount: { amount_minor: string; currency: string } };

/**
 * Welfare programs a release queue would break within the week: full attendance on the first day
 * nothing of the program's minimum is released or queued, a word milestone when the month would
 * close short. On the dashboard's warnings, and as a notice sent once for each day it would break on.
 */
describeEachDatabase(
  'welfare programs a release queue would break',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    const notices = noticesAt('https://authors.example.test');
    let ref: NovelFixtures;
    let author: string;
    let other: string;
    let book: number;
    let attendance: number;
    let milestone: number;
    const chapters: number[] = [];

    const atRisk = async (token = author) => {
      const body = (await api.get('/v1/planner.lowBuffers', token)).body;
      expect(body.code).toBe(200);
      return (body.data.at_risk as Risk[]).filter((r) => [attendance, milestone].includes(r.program_id));
    };
    const queue = async (ids: number[]) => {
      const version = (await api.get(`/v1/planner.get?original_book_id=${book}`, author)).body.data.version;
      const body = (await api.post('/v1/planner.queue', author, { original_book_id: book, version, chapters: ids.map((id) => ({ original_chapter_id: id })) })).body;
      expect(body.code).toBe(200);
    };
    const riskNotices = async () =>
      ((await api.get('/v1/notification.list?kind=system', author)).body.data.list as { title: string; body: string; link: string }[]).filter((n) => /Daily Lantern|Forty Thousand/.test(n.title + n.body));

    beforeAll(async () => {
      now = START;
      ref = await loadNovelFixtures(db());
      author = await makeAuthor(api, db(), 'risk@example.test', 'Risk Writer');
      other = await makeAuthor(api, db(), 'risk.other@example.test', 'Other Writer');
      book = (await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref))).body.data.original_book_id;
      for (let i = 1; i <= 6; i++) chapters.push((await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: book, title: `Chapter ${i}`, content: words(600), action: 'draft' })).body.data.original_chapter_id);
      const programs = await db()
        .insert(welfarePrograms)
        .values([
          { kind: 'full_attendance', names: { en: 'Daily Lantern Bonus' }, rules: { amount_minor: 3_000, currency: 'USD', min_words: 500 } },
          { kind: 'word_milestone', names: { en: 'Forty Thousand Club' }, rules: { amount_minor: 12_500, currency: 'USD', milestone_words: 40_000 } },
        ])
        .returning({ id: welfarePrograms.id });
      [attendance, milestone] = programs.map((p) => p.id);
      expect((await api.post('/v1/planner.save', author, { original_book_id: book, time_zone: 'UTC', slots: EVERY_DAY, pause: null })).body.code).toBe(200);
    });

    it('names the first day of the week ahead without a qualifying release, with what it would cost', async () => {
      await queue(chapters.slice(0, 3));
      expect(await atRisk()).toEqual([expect.objectContaining({ program_id: attendance, kind: 'full_attendance', name: 'Daily Lantern Bonus', breaks_on: '2027-02-04', min_words: 500, amount: { amount_minor: '3000', currency: 'USD' } })]);
      // Released chapters count as much as queued ones: the first goes out, the break stays on the 4th.
      now = new Date('2027-02-01T20:01:00Z');
      const run = await releaseDueChapters(db(), now, releaseReceipts(notices));
      expect(run.released.map((r) => r.id)).toContain(chapters[0]);
      expect((await atRisk()).map((r) => r.breaks_on)).toEqual(['2027-02-04']);
      // An author without release times is told nothing: they publish by hand.
      expect(await atRisk(other)).toEqual([]);
    });

    it('sends the notice once for each day it would break on', async () => {
      expect((await warnLowBuffers(db(), notices, now)).warned).toBeGreaterThanOrEqual(1);
      const first = await riskNotices();
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ title: 'Your release queue puts “Daily Lantern Bonus” at risk', link: `/mywork/planner/${book}` });
      expect(first[0].body).toBe('Nothing of 500 words or more is queued for 2027-02-04: without a release that day, “Daily Lantern Bonus” (30.00 USD) is lost for this month. Queue a chapter for that day.');
      await warnLowBuffers(db(), notices, now);
      expect(await riskNotices()).toHaveLength(1);
      // One more chapter moves the break a day on: that day is warned of.
      await queue(chapters.slice(1, 4));
      expect((await atRisk()).map((r) => r.breaks_on)).toEqual(['2027-02-05']);
      await warnLowBuffers(db(), notices, now);
      expect(await riskNotices()).toHaveLength(2);
    });

    it('warns of a month that would close short of its milestone once its end is within the week', async () => {
      // The attendance is lost (days without a release went by); the milestone is still open.
      now = new Date('2027-02-24T08:00:00Z');
      await queue(chapters.slice(1, 6));
      const risks = await atRisk();
      // 600 released on the 1st, five chapters of 600 queued for the 24th to the 28th.
      expect(risks).toEqual([expect.objectContaining({ program_id: milestone, kind: 'word_milestone', name: 'Forty Thousand Club', breaks_on: '2027-02-28', short_words: 40_000 - 600 - 5 * 600 })]);
      await warnLowBuffers(db(), notices, now);
      const sent = await riskNotices();
      expect(sent[0].title).toBe('Your release queue falls short of “Forty Thousand Club”');
      expect(sent[0].body).toContain('36,400 words short');
    });

    it('stops warning once the programs are gone', async () => {
      await db().delete(welfarePrograms).where(inArray(welfarePrograms.id, [attendance, milestone]));
      expect(await atRisk()).toEqual([]);
    });
  },
  () => ({ demo: true, clock: () => now }),
);
