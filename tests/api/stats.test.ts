import { beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, signedContract, testClock, type AuthorFixture, TEST_KEY_SITES } from '../support/contracts';
import { DEMO_ADMIN, seedDemo } from '../../src/server/seed/demo';
import { chapters, novelStatsDays, novelStatsPeriods, chapterStatsDays, chapterStatsMonths } from '../../src/server/db/schema';
import { addDays } from '../../src/domain/stats';
import { translate } from '../../src/server/lib/i18n';
import { textContentColumns } from '../../src/server/modules/chapter';

const clock = testClock();

describeEachDatabase(
  'stats: the platform’s daily figures, their rollups, ranges in the author’s zone and the per-chapter funnel',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let admin = '';
    let key = '';
    const ingest = async (body: Record<string, unknown>, withKey = key) => {
      const res = await get().app.inject({ method: 'POST', url: '/platform/v1/stats.ingest?lang=en', headers: { authorization: `Bearer ${withKey}` }, payload: body });
      return res.json() as { code: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const day = (novelId: number, d: string, views: number, extra: Record<string, number> = {}) => ({ novel_id: novelId, day: d, views, unique_readers: Math.round(views / 3), new_followers: 2, comments: 1, unlocks: 0, ...extra });
    const overview = async (at: AuthorFixture, q: string) => (await api.get(`/v1/stats.overview?lang=en${q}`, at.token)).body;
    const sumDays = async (novelId: number, from: string, to: string) => {
      const [row] = await db()
        .select({ views: sql<string>`coalesce(sum(${novelStatsDays.views}), 0)`, followers: sql<string>`coalesce(sum(${novelStatsDays.newFollowers}), 0)` })
        .from(novelStatsDays)
        .where(and(eq(novelStatsDays.novelId, novelId), sql`${novelStatsDays.day} between ${from} and ${to}`));
      return { views: Number(row.views), followers: Number(row.followers) };
    };
    const liveChapters = async (novelId: number, n: number, firstPaid: number, releasedFrom: string) => {
      const rows = await db()
        .insert(chapters)
        .values(Array.from({ length: n }, (_, i) => ({ novelId, code: i + 1, title: `Chapter ${i + 1}`, ...textContentColumns('Text.'), words: 500, status: 'released', firstPaid: i + 1 === firstPaid, releaseAt: new Date(`${addDays(releasedFrom, i)}T10:00:00Z`) })))
        .returning({ id: chapters.id });
      return rows.map((r) => r.id);
    };

    beforeAll(async () => {
      clock.set('2027-03-10T20:00:00Z');
      await seedDemo(db(), get().storage, clock.now());
      admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site (stats tests)', scopes: ['stats'], sites: TEST_KEY_SITES })).body.data.key;
    });

    it('ingests days idempotently, replaces a corrected day, rejects bad rows one by one, and keeps every rollup equal to the sum of its days', async () => {
      const at = await newAuthor(db(), api);
      // Across a month's and a week's edge: Sun 28 Feb, Mon 1 Mar, Tue 2 Mar.
      const rows = [day(at.bookId, '2027-02-27', 100), day(at.bookId, '2027-02-28', 200), day(at.bookId, '2027-03-01', 300), day(at.bookId, '2027-03-02', 400)];
      const first = await ingest({ novels: [...rows, day(999_999, '2027-03-01', 5), day(at.bookId, '2027-03-13', 5), rows[0]] });
      expect(first.data).toMatchObject({ inserted: 4, replaced: 0, unchanged: 0 });
      expect(first.data.rejected.map((r: { index: number; reason: string }) => [r.index, r.reason])).toEqual([
        [4, 'No novel has the id 999999'],
        [5, '2027-03-13 is not a day that has begun'],
        [6, 'This day appears twice in the batch: the first row was taken'],
      ]);
      // Sent again: nothing changes. Corrected: the new figures stand, once.
      expect((await ingest({ novels: rows })).data).toMatchObject({ inserted: 0, replaced: 0, unchanged: 4 });
      expect((await ingest({ novels: [day(at.bookId, '2027-02-28', 250)] })).data).toMatchObject({ inserted: 0, replaced: 1, unchanged: 0 });

      const periods = await db().select().from(novelStatsPeriods).where(eq(novelStatsPeriods.novelId, at.bookId));
      const views = (grain: string, start: string) => periods.find((p) => p.grain === grain && p.start === start)?.views;
      expect(views('month', '2027-02-01')).toBe(350);
      expect(views('month', '2027-03-01')).toBe(700);
      expect(views('week', '2027-02-22')).toBe(350);
      expect(views('week', '2027-03-01')).toBe(700);
      // Every rollup row against the days, computed independently.
      const check = (await db().execute(sql`
        select p.grain, p.start, p.views, (select coalesce(sum(views), 0) from novel_stats_days d where d.novel_id = p.novel_id
          and d.day >= p.start and d.day < case when p.grain = 'week' then p.start + 7 else (p.start + interval '1 month')::date end) as days
        from novel_stats_periods p where p.novel_id = ${at.bookId}`)) as unknown as { rows: { views: string; days: string }[] };
      for (const r of check.rows) expect(Number(r.views)).toBe(Number(r.days));

      // The dashboard's totals are these figures now.
      const profile = (await api.get('/v1/author.profile?lang=en', at.token)).body.data;
      expect(profile).toMatchObject({ total_pv: 1050, total_followers: 8 });

      // Chapters: the month rollup follows a correction too.
      const [c1] = await liveChapters(at.bookId, 1, 0, '2027-01-01');
      const chapterDay = { chapter_id: c1, day: '2027-03-01', reads_started: 50, reads_finished: 40, unlocks: 0, comments: 2 };
      expect((await ingest({ chapters: [chapterDay, { ...chapterDay, chapter_id: 999_999 }] })).data.rejected[0]).toMatchObject({ index: 1, reason: 'No chapter has the id 999999' });
      await ingest({ chapters: [{ ...chapterDay, reads_started: 80 }] });
      const [month] = await db().select().from(chapterStatsMonths).where(eq(chapterStatsMonths.chapterId, c1));
      expect(month).toMatchObject({ month: '2027-03-01', readsStarted: 80, readsFinished: 40 });
      expect(await db().select().from(chapterStatsDays).where(eq(chapterStatsDays.chapterId, c1))).toHaveLength(1);

      // Only a key with the stats scope may send figures; a batch is at most 10,000 rows.
      const incomeOnly = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'income only', scopes: ['income'], sites: TEST_KEY_SITES })).body.data.key;
      expect((await ingest({ novels: rows }, incomeOnly)).code).toBe(4003);
      expect((await ingest({ novels: Array.from({ length: 10_001 }, (_, i) => day(at.bookId, addDays('2000-01-01', i), 1)) })).code).toBe(4001);
    });

    it('refuses figures that cannot be: more unique readers than views, more finished reads than started ones; the row’s neighbours are kept', async () => {
      const at = await newAuthor(db(), api);
      const [c1] = await liveChapters(at.bookId, 1, 0, '2027-01-01');
      const read = (d: string, started: number, finished: number) => ({ chapter_id: c1, day: d, reads_started: started, reads_finished: finished, unlocks: 0, comments: 0 });
      const res = await get().app.inject({
        method: 'POST',
        url: '/platform/v1/stats.ingest?lang=de',
        headers: { authorization: `Bearer ${key}` },
        payload: {
          novels: [day(at.bookId, '2027-03-01', 100, { unique_readers: 101 }), day(at.bookId, '2027-03-02', 100, { unique_readers: 100 })],
          chapters: [read('2027-03-01', 40, 41), read('2027-03-02', 40, 40)],
        },
      });
      const report = res.json().data;
      expect(report).toMatchObject({ inserted: 2, replaced: 0, unchanged: 0 });
      expect(report.rejected).toEqual([
        { index: 0, id: `novel ${at.bookId} 2027-03-01`, reason: translate('de', 'stats.row.readers', { readers: 101, views: 100 }) },
        { index: 2, id: `chapter ${c1} 2027-03-01`, reason: translate('de', 'stats.row.finished', { finished: 41, started: 40 }) },
      ]);
      expect((await db().select().from(novelStatsDays).where(eq(novelStatsDays.novelId, at.bookId))).map((d) => d.day)).toEqual(['2027-03-02']);
      expect((await db().select().from(chapterStatsDays).where(eq(chapterStatsDays.chapterId, c1))).map((d) => d.day)).toEqual(['2027-03-02']);
    });

    it('takes "the last 7 days" in the author’s time zone, compares with the period before, and reads income from the ledger', async () => {
      const at = await newAuthor(db(), api);
      const days = Array.from({ length: 20 }, (_, i) => day(at.bookId, addDays('2027-02-20', i), 100 + i));
      await ingest({ novels: days });
      // 20:00 UTC on 10 March is already 11 March in Bangkok (UTC+7).
      const utc = (await overview(at, `&novel=${at.bookId}&range=7&tz=UTC`)).data;
      const bangkok = (await overview(at, `&novel=${at.bookId}&range=7&tz=Asia/Bangkok`)).data;
      expect(utc.range).toEqual({ from: '2027-03-04', to: '2027-03-10', days: 7 });
      expect(bangkok.range).toEqual({ from: '2027-03-05', to: '2027-03-11', days: 7 });
      // The totals count the days counted so far (today, 10 March in UTC, is still being counted), and
      // are compared with as many days just before the range.
      expect(utc.previous).toEqual({ from: '2027-02-26', to: '2027-03-03', days: 6 });
      expect(utc.totals.views).toBe((await sumDays(at.bookId, '2027-03-04', '2027-03-09')).views);
      expect(bangkok.totals.views).toBe((await sumDays(at.bookId, '2027-03-05', '2027-03-09')).views);
      expect(utc.previous_totals.views).toBe((await sumDays(at.bookId, '2027-02-26', '2027-03-03')).views);
      expect(utc.grain).toBe('day');
      // Today (10 March in UTC) is still being counted: the series ends the day before, with no point for it.
      expect(utc.counted_to).toBe('2027-03-09');
      expect(utc.series.map((p: { start: string }) => p.start)).toEqual(['2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07', '2027-03-08', '2027-03-09']);
      expect(bangkok.counted_to).toBe('2027-03-09');
      expect(bangkok.series[bangkok.series.length - 1].start).toBe('2027-03-09');
      expect(utc.series[0]).toMatchObject({ start: '2027-03-04', days: 1, views: 112, unique_readers: 37 });
      // Unique readers are a daily average, never a sum of days.
      expect(utc.totals.unique_readers).toBe(Math.round(Array.from({ length: 6 }, (_, i) => Math.round((100 + 12 + i) / 3)).reduce((n, r) => n + r, 0) / 6));
      expect(utc.totals.income).toBeNull();

      // Income: the novel's ledger lines in the range, in its currency.
      const incomeKey = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'income (stats tests)', scopes: ['income'], sites: TEST_KEY_SITES })).body.data.key;
      const line = (id: string, d: string, coins: number) => ({ id: `${id}-${at.bookId}`, original_book_id: at.bookId, day: d, coins, rate: '0.01', currency: 'USD', share_bp: 5000 });
      const sent = await get().app.inject({ method: 'POST', url: '/platform/v1/income.ingest', headers: { authorization: `Bearer ${incomeKey}` }, payload: { lines: [line('a', '2027-03-05', 1000), line('b', '2027-03-01', 400)] } });
      expect(sent.json().data, JSON.stringify(sent.json())).toMatchObject({ accepted: 2 });
      const withIncome = (await overview(at, `&novel=${at.bookId}&range=7&tz=UTC`)).data;
      expect(withIncome.totals.income).toEqual({ amount_minor: '500', currency: 'USD' });
      expect(withIncome.previous_totals.income).toEqual({ amount_minor: '200', currency: 'USD' });
      expect(withIncome.series.find((p: { start: string }) => p.start === '2027-03-05').income_minor).toBe('500');

      // Events: a chapter released and a contract signed inside the range, on their day in the author's zone.
      await liveChapters(at.bookId, 1, 0, '2027-03-06');
      await signedContract(db(), at, at.bookId, 50, new Date('2027-03-08T23:30:00Z'));
      const events = (await overview(at, `&novel=${at.bookId}&range=7&tz=Asia/Bangkok`)).data.events;
      expect(events).toEqual([
        { day: '2027-03-06', kind: 'chapter_released', novel_id: at.bookId, novel_name: expect.any(String), chapter_code: 1 },
        { day: '2027-03-09', kind: 'contract_signed', novel_id: at.bookId, novel_name: expect.any(String), chapter_code: null },
      ]);
      // Many releases are counted per novel, and only the notable ones stay marked.
      const many = (await overview(at, `&novel=${at.bookId}&from=2027-01-01&to=2027-03-10&tz=UTC`)).data;
      expect(many.releases).toEqual([{ novel_id: at.bookId, novel_name: expect.any(String), count: 1, first_code: 1, last_code: 1 }]);

      // Bad ranges are answered in the author's language next to the field.
      const reversed = await overview(at, `&from=2027-03-10&to=2027-03-01`);
      expect(reversed.code).toBe(4001);
      expect(reversed.data.fields.to).toBe('The end date must not be before the start date');
      expect((await overview(at, `&from=2020-01-01&to=2027-03-01`)).data.fields.to).toBe('Choose a range of at most five years');
      expect((await api.get(`/v1/stats.overview?lang=de&from=2027-02-30&to=2027-03-01`, at.token)).body.data.fields.to).not.toBe('Enter dates as YYYY-MM-DD');
    });

    it('answers a five-year range from the rollups exactly as the sum of its days, for ranges that start and end mid-week and mid-month', async () => {
      const at = await newAuthor(db(), api);
      await liveChapters(at.bookId, 30, 10, '2024-01-01');
      const simulated = await api.post('/admin/v1/stats.simulate', admin, { novel: at.bookId, days: 1_200, seed: 7 });
      expect(simulated.body.data).toMatchObject({ inserted: expect.any(Number), rejected: 0 });
      expect(simulated.body.data.inserted).toBeGreaterThan(1_200);
      for (const [from, to] of [
        ['2023-11-29', '2027-03-10'],
        ['2024-02-14', '2025-09-03'],
        ['2026-12-30', '2027-01-02'],
      ]) {
        const data = (await overview(at, `&novel=${at.bookId}&from=${from}&to=${to}`)).data;
        // The totals and the chart hold the counted days: all of them, up to yesterday (10 March is today).
        const counted = await sumDays(at.bookId, from, to < '2027-03-10' ? to : '2027-03-09');
        expect(data.totals.views).toBe(counted.views);
        expect(data.totals.new_followers).toBe(counted.followers);
        expect(data.series.reduce((n: number, p: { views: number }) => n + p.views, 0)).toBe(counted.views);
      }
      const long = (await overview(at, `&novel=${at.bookId}&from=2023-11-29&to=2027-03-10`)).data;
      expect(long.grain).toBe('month');
      expect(long.series[0]).toMatchObject({ start: '2023-11-01', days: 2 });
      // 30 releases in the range: counted, and only the first paid chapter is marked.
      expect(long.releases).toEqual([{ novel_id: at.bookId, novel_name: expect.any(String), count: 30, first_code: 1, last_code: 30 }]);
      expect(long.events.map((e: { kind: string; chapter_code: number }) => [e.kind, e.chapter_code])).toEqual([['first_paid', 10]]);
      const year = (await overview(at, `&novel=${at.bookId}&range=365`)).data;
      expect(year.grain).toBe('week');
      // The week still being counted (from Monday 8 March) holds its two counted days.
      expect(year.series[year.series.length - 1]).toMatchObject({ start: '2027-03-08', days: 2 });
      // All novels together is the sum of each.
      const all = (await overview(at, `&range=90`)).data;
      expect(all.totals.views).toBe((await overview(at, `&novel=${at.bookId}&range=90`)).data.totals.views);
    });

    it('lays out the chapter funnel: reads, going on, the chapters where most stop, conversion at the first paid chapter; another author’s novel is 4004', async () => {
      const at = await newAuthor(db(), api);
      const ids = await liveChapters(at.bookId, 5, 4, '2027-01-01');
      const reads = [
        [1000, 900],
        [850, 800],
        [500, 450],
        [150, 140],
        [130, 120],
      ];
      await ingest({ chapters: ids.map((id, i) => ({ chapter_id: id, day: '2027-03-09', reads_started: reads[i][0], reads_finished: reads[i][1], unlocks: i >= 3 ? reads[i][0] : 0, comments: 1 })) });
      const res = (await api.get(`/v1/stats.chapters?lang=en&novel=${at.bookId}&range=7`, at.token)).body;
      const data = res.data;
      expect(data.chapters.map((c: { code: number; went_on_pm: number | null; drop_off: number; stop: boolean }) => [c.code, c.went_on_pm, c.drop_off, c.stop])).toEqual([
        [1, 944, 150, false],
        [2, 625, 350, true],
        [3, 333, 350, true],
        [4, 929, 20, true],
        [5, null, 0, false],
      ]);
      expect(data.funnel).toEqual({ started_first: 1000, finished_first: 900, started_last: 130, finished_last: 120 });
      expect(data.paid).toEqual({ code: 4, finished_before: 450, unlocks: 150, conversion_pm: 333 });
      // Outside the range nothing counts.
      expect((await api.get(`/v1/stats.chapters?lang=en&novel=${at.bookId}&from=2027-03-10&to=2027-03-10`, at.token)).body.data.chapters[0].reads_started).toBe(0);

      const other = await newAuthor(db(), api);
      expect((await api.get(`/v1/stats.chapters?lang=en&novel=${at.bookId}`, other.token)).body.code).toBe(4004);
      expect((await api.get(`/v1/stats.overview?lang=en&novel=${at.bookId}`, other.token)).body.code).toBe(4004);
    });
  },
  () => ({ clock: clock.now }),
);
