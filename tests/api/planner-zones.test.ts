import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody } from '../support/novels';

const words = (n: number) => Array.from({ length: n }, () => 'Word').join(' ');
// Wednesday 24 March 2027, noon UTC: Europe's clocks go forward on Sunday the 28th.
const NOW = new Date('2027-03-24T12:00:00Z');
const MWF = [1, 3, 5].map((weekday) => ({ weekday, time: '20:00' }));

/**
 * The planner's dates in real zones, on both databases: a Mon/Wed/Fri cadence in Berlin keeps 20:00
 * on the wall clock across the change to summer time (19:00 UTC before, 18:00 after); an author east
 * of the platform (Tokyo) whose Monday-morning slot falls on the platform's Sunday; and the buffer
 * meter counting what goes out in the cadence's days.
 */
describeEachDatabase(
  'the release planner across time zones',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let author: string;
    let book: number;
    const drafts: number[] = [];
    const dates = (data: { queue: { release_at: string | null }[] }) => data.queue.map((q) => q.release_at);
    const queue = async (ids: number[]) => {
      const version = (await api.get(`/v1/planner.get?original_book_id=${book}`, author)).body.data.version;
      const body = (await api.post('/v1/planner.queue', author, { original_book_id: book, version, chapters: ids.map((id) => ({ original_chapter_id: id })) })).body;
      expect(body.code).toBe(200);
      return body.data;
    };

    beforeAll(async () => {
      const ref = await loadNovelFixtures(db());
      author = await makeAuthor(api, db(), 'zones@example.test', 'Zone Writer');
      book = (await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref))).body.data.original_book_id;
      for (let i = 1; i <= 4; i++) drafts.push((await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: book, title: `Zone ${i}`, content: words(600), action: 'draft' })).body.data.original_chapter_id);
    });

    it('keeps 20:00 in Berlin across the change to summer time', async () => {
      expect((await api.post('/v1/planner.save', author, { original_book_id: book, time_zone: 'Europe/Berlin', slots: MWF, pause: null })).body.code).toBe(200);
      const plan = await queue(drafts);
      // Today (Wednesday 24) and Friday 26 March in winter time (UTC+1), Monday 29 and Wednesday 31 in summer time (UTC+2).
      expect(dates(plan)).toEqual(['2027-03-24T19:00:00.000Z', '2027-03-26T19:00:00.000Z', '2027-03-29T18:00:00.000Z', '2027-03-31T18:00:00.000Z']);
      // Four chapters carry it to Wednesday 31 March in the cadence's days: a full week, not yet low.
      expect(plan.buffer).toMatchObject({ chapters: 4, until: '2027-03-31', low: false });
    });

    it('plans an author east of the platform in their own zone: Monday 07:00 in Tokyo is Sunday on the platform', async () => {
      const saved = await api.post('/v1/planner.save', author, { original_book_id: book, time_zone: 'Asia/Tokyo', slots: [{ weekday: 1, time: '07:00' }], pause: null });
      expect(saved.body.code).toBe(200);
      const plan = await queue(drafts.slice(0, 2));
      // Monday 29 March and 5 April at 07:00 in Tokyo (UTC+9): 22:00 UTC the Sunday before.
      expect(dates(plan)).toEqual(['2027-03-28T22:00:00.000Z', '2027-04-04T22:00:00.000Z']);
      expect(plan.buffer).toMatchObject({ chapters: 2, until: '2027-04-05', low: false });
      expect(plan.time_zone).toBe('Asia/Tokyo');
    });

    it('reads the buffer at none, one and many chapters', async () => {
      expect((await queue([])).buffer).toMatchObject({ chapters: 0, until: null, low: true });
      expect((await queue(drafts.slice(0, 1))).buffer).toMatchObject({ chapters: 1, until: '2027-03-29', low: true });
      expect((await queue(drafts)).buffer).toMatchObject({ chapters: 4, until: '2027-04-19', low: false });
    });
  },
  () => ({ demo: true, clock: () => NOW }),
);
