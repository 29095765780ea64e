import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, novelBody, type NovelFixtures } from '../support/novels';
import { releaseDueChapters } from '../../src/server/modules/chapter/release-job';
import { releaseReceipts, warnLowBuffers } from '../../src/server/modules/planner';
import { noticesAt } from '../../src/server/modules/notification';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { SPECIAL_SITE_ID } from '../../src/domain/sites';
import { follow } from '../support/release-feed';
import en from '../../src/server/i18n/en.json' with { type: 'json' };

const words = (n: number) => Array.from({ length: n }, () => 'Word').join(' ');
// Thursday 7 January 2027, noon UTC: the app's clock.
const NOW = new Date('2027-01-07T12:00:00Z');
const MWF = [1, 3, 5].map((weekday) => ({ weekday, time: '20:00' }));

/**
 * The release planner: a cadence in the author's zone, a queue whose chapters take its slots in
 * order and are scheduled for real (the release job sends them out), re-flowing when the queue or
 * the cadence changes; pinned dates; the buffer; the publishing checks at queue time; 4004 for
 * another author's novel or chapter; 4009 for a queue changed elsewhere.
 */
describeEachDatabase(
  'the release planner',
  ({ get }) => {
    const api = apiClient(() => get().app);
    const db = () => get().database.db;
    let ref: NovelFixtures;
    let author: string;
    let other: string;
    let book: number;
    const drafts: number[] = [];

    const plan = async (token = author, novel = book) => (await api.get(`/v1/planner.get?original_book_id=${novel}`, token)).body;
    const queue = async (ids: number[], pins: Record<number, string> = {}, token = author) => {
      const version = (await plan(token)).data?.version ?? 1;
      return (await api.post('/v1/planner.queue', token, { original_book_id: book, version, chapters: ids.map((id) => ({ original_chapter_id: id, pinned_at: pins[id] ?? null })) })).body;
    };
    const dates = (data: { queue: { original_chapter_id: number; release_at: string | null }[] }) => data.queue.map((q) => [q.original_chapter_id, q.release_at]);

    beforeAll(async () => {
      ref = await loadNovelFixtures(db());
      author = await makeAuthor(api, db(), 'planner@example.test', 'Planner Writer');
      other = await makeAuthor(api, db(), 'planner.other@example.test', 'Other Writer');
      const res = await api.post('/v1/writeCenter.bookAdd', author, novelBody(ref));
      book = res.body.data.original_book_id;
      for (let i = 1; i <= 5; i++) {
        const added = await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: book, title: `Chapter ${i}`, content: words(600), action: 'draft' });
        expect(added.body.code).toBe(200);
        drafts.push(added.body.data.original_chapter_id);
      }
    });

    it('starts empty: every draft waiting, no cadence, an empty buffer', async () => {
      const body = await plan();
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({ time_zone: 'UTC', slots: [], pause: null, queue: [], buffer: { chapters: 0, days: 0, until: null, low: false } });
      expect(body.data.drafts.map((d: { original_chapter_id: number }) => d.original_chapter_id)).toEqual(drafts);
    });

    it('schedules the queue on the cadence’s slots, in the author’s zone, for the release job to send', async () => {
      const saved = await api.post('/v1/planner.save', author, { original_book_id: book, time_zone: 'Europe/Berlin', slots: MWF, pause: null });
      expect(saved.body.code).toBe(200);
      expect(saved.body.desc).toBe(en['planner.saved']);
      const queued = await queue(drafts.slice(0, 3));
      expect(queued.code).toBe(200);
      // Fri 8, Mon 11, Wed 13 January at 20:00 in Berlin (UTC+1).
      expect(dates(queued.data)).toEqual([
        [drafts[0], '2027-01-08T19:00:00.000Z'],
        [drafts[1], '2027-01-11T19:00:00.000Z'],
        [drafts[2], '2027-01-13T19:00:00.000Z'],
      ]);
      expect(queued.data.buffer).toMatchObject({ chapters: 3, days: 6, until: '2027-01-13', low: true });
      const info = (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${drafts[1]}`, author)).body.data;
      expect(info).toMatchObject({ status: 'scheduled', release_at: '2027-01-11T19:00:00.000Z' });

      // The release job sends the first when its time comes, and only it, with a receipt in the cadence's zone.
      const run = await releaseDueChapters(db(), new Date('2027-01-08T19:00:30Z'), releaseReceipts(noticesAt('https://authors.example.test')));
      expect(run.released.filter((r) => r.novelId === book).map((r) => r.id)).toEqual([drafts[0]]);
      const [receipt] = (await api.get('/v1/notification.list?kind=system', author)).body.data.list;
      expect(receipt).toMatchObject({ title: 'Chapter 1 is out', body: 'Chapter 1, “Chapter 1”, went out at 20:00 on 2027-01-08 (Europe/Berlin), as planned.', link: `/mywork/planner/${book}` });
    });

    it('re-flows the dates when two chapters swap or one is pulled, and a pulled one is a draft again', async () => {
      const swapped = await queue([drafts[2], drafts[1]]);
      expect(dates(swapped.data)).toEqual([
        [drafts[2], '2027-01-08T19:00:00.000Z'],
        [drafts[1], '2027-01-11T19:00:00.000Z'],
      ]);
      const pulled = await queue([drafts[1]]);
      expect(dates(pulled.data)).toEqual([[drafts[1], '2027-01-08T19:00:00.000Z']]);
      const back = (await api.get(`/v1/writeCenter.chapterInfo?original_chapter_id=${drafts[2]}`, author)).body.data;
      expect(back).toMatchObject({ status: 'draft', release_at: null });
      expect(pulled.data.drafts.map((d: { original_chapter_id: number }) => d.original_chapter_id)).toContain(drafts[2]);
    });

    it('keeps a pinned chapter’s date and gives its slot to no other', async () => {
      const pinned = await queue([drafts[1], drafts[2], drafts[3]], { [drafts[2]]: '2027-01-08T19:00:00.000Z' });
      expect(pinned.code).toBe(200);
      expect(pinned.data.queue.map((q: { original_chapter_id: number; release_at: string; pinned: boolean }) => [q.original_chapter_id, q.release_at, q.pinned])).toEqual([
        [drafts[1], '2027-01-11T19:00:00.000Z', false],
        [drafts[2], '2027-01-08T19:00:00.000Z', true],
        [drafts[3], '2027-01-13T19:00:00.000Z', false],
      ]);
      const past = await queue([drafts[1]], { [drafts[1]]: '2027-01-01T00:00:00.000Z' });
      expect(past.code).toBe(4001);
    });

    it('moves the whole queue past a break in the cadence', async () => {
      const paused = await api.post('/v1/planner.save', author, { original_book_id: book, time_zone: 'Europe/Berlin', slots: MWF, pause: { from: '2027-01-08', to: '2027-01-17' } });
      expect(paused.body.code).toBe(200);
      // The pinned chapter stays on the 8th; the others wait for Mon 18 and Wed 20.
      expect(dates(paused.body.data)).toEqual([
        [drafts[1], '2027-01-18T19:00:00.000Z'],
        [drafts[2], '2027-01-08T19:00:00.000Z'],
        [drafts[3], '2027-01-20T19:00:00.000Z'],
      ]);
      const wrong = await api.post('/v1/planner.save', author, { original_book_id: book, time_zone: 'Mars/Olympus', slots: MWF, pause: { from: '2027-01-10', to: '2027-01-09' } });
      expect(wrong.body.code).toBe(4001);
      expect(Object.keys(wrong.body.data.fields).sort()).toEqual(['pause', 'time_zone']);
      await api.post('/v1/planner.save', author, { original_book_id: book, time_zone: 'Europe/Berlin', slots: MWF, pause: null });
    });

    it('checks a chapter as publishing would when it is queued, and flags it with the reason', async () => {
      const short = await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: book, title: 'Too Short', content: words(20), action: 'draft' });
      const id = short.body.data.original_chapter_id as number;
      const queued = await queue([drafts[1], id, drafts[3]]);
      expect(queued.code).toBe(200);
      const flagged = queued.data.queue.find((q: { original_chapter_id: number }) => q.original_chapter_id === id);
      expect(flagged.problem).toContain('20');
      expect(flagged.status).toBe('draft');
      // It keeps its place, so the chapters after it keep theirs; it does not count in the buffer.
      expect(queued.data.buffer.chapters).toBe(2);
    });

    it('answers 4004 for another author’s novel or chapter, and 4009 for a queue changed elsewhere', async () => {
      expect((await plan(other)).code).toBe(4004);
      expect((await api.post('/v1/planner.save', other, { original_book_id: book, time_zone: 'UTC', slots: MWF, pause: null })).body.code).toBe(4004);
      const mine = await api.post('/v1/writeCenter.bookAdd', other, novelBody(ref));
      const foreign = await api.post('/v1/planner.queue', other, { original_book_id: mine.body.data.original_book_id, version: 1, chapters: [{ original_chapter_id: drafts[4] }] });
      expect(foreign.body.code).toBe(4004);
      const stale = await api.post('/v1/planner.queue', author, { original_book_id: book, version: 1, chapters: [] });
      expect(stale.body.code).toBe(4009);
      expect(stale.body.desc).toBe(en['planner.changed']);
    });

    it('tells the author when a release went out late because the platform was down, in their language', async () => {
      // Chapter 2 was due on Friday the 8th; the platform was down until Monday 20:10.
      const run = await releaseDueChapters(db(), new Date('2027-01-11T19:10:00Z'), releaseReceipts(noticesAt('https://authors.example.test')));
      expect(run.released.filter((r) => r.novelId === book).map((r) => r.id)).toEqual([drafts[1]]);
      const [late] = (await api.get('/v1/notification.list?kind=system&lang=de', author)).body.data.list;
      expect(late.title).toBe('Kapitel 2 ist verspätet erschienen');
      expect(late.body).toBe('Kapitel 2, „Chapter 2“, sollte am 2027-01-08 um 20:00 (Europe/Berlin) erscheinen, doch die Plattform war da nicht erreichbar. Es ist so bald wie möglich erschienen, am 2027-01-11 um 20:10.');
    });

    it('sends a chapter quietly when the author asks: the release feed tells the reader site not to notify followers', async () => {
      const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site', scopes: ['content'], sites: [SPECIAL_SITE_ID] })).body.data.key as string;
      const version = (await plan()).data.version;
      const queued = await api.post('/v1/planner.queue', author, { original_book_id: book, version, chapters: [{ original_chapter_id: drafts[3] }, { original_chapter_id: drafts[4], silent: true }] });
      expect(queued.body.data.queue.map((q: { original_chapter_id: number; silent: boolean }) => [q.original_chapter_id, q.silent])).toEqual([
        [drafts[3], false],
        [drafts[4], true],
      ]);
      const due = new Date(queued.body.data.queue[1].release_at);
      await releaseDueChapters(db(), new Date(due.getTime() + 1000));
      const { events } = await follow(get().app, key);
      const released = events.filter((e) => e.kind === 'chapter_released' && [drafts[3], drafts[4]].includes(e.original_chapter_id ?? 0));
      expect(released.map((e) => [e.original_chapter_id, e.silent])).toEqual([
        [drafts[3], false],
        [drafts[4], true],
      ]);
    });

    it('warns the author once when the buffer runs low, and again only when it runs low anew', async () => {
      const notices = noticesAt('https://authors.example.test');
      const warnings = async () => (await api.get('/v1/notification.list?kind=system', author)).body.data.list.filter((n: { link: string; title: string }) => n.title.includes('buffer') || n.title.includes('queued'));
      const one = await api.post('/v1/planner.queue', author, { original_book_id: book, version: (await plan()).data.version, chapters: [{ original_chapter_id: drafts[2] }] });
      expect(one.body.data.buffer).toMatchObject({ chapters: 1, low: true });
      const before = (await warnings()).length;
      const run = await warnLowBuffers(db(), notices, NOW);
      expect(run.warned).toBeGreaterThanOrEqual(1);
      const after = await warnings();
      expect(after.length).toBe(before + 1);
      expect(after[0]).toMatchObject({ link: `/mywork/planner/${book}` });
      expect(after[0].body).toMatch(/queued chapters? carr/);
      // Nothing changed: no second warning.
      await warnLowBuffers(db(), notices, NOW);
      expect((await warnings()).length).toBe(before + 1);
      // The queue emptied: the cadence has times and nothing waits for them.
      const version = (await plan()).data.version;
      await api.post('/v1/planner.queue', author, { original_book_id: book, version, chapters: [] });
      await warnLowBuffers(db(), notices, NOW);
      const empty = await warnings();
      expect(empty.length).toBe(before + 2);
      expect(empty[0].title).toBe('“' + (await api.get(`/v1/writeCenter.bookInfo?original_book_id=${book}`, author)).body.data.title + '”: nothing is queued');
    });

    it('lists a novel on the dashboard while its buffer is low, and only the author’s own', async () => {
      const lowBuffers = async (token = author) => (await api.get('/v1/planner.lowBuffers', token)).body.data.list as { original_book_id: number; buffer: { chapters: number; low: boolean } }[];
      // Nothing queued while the cadence has times: low, with no chapter left.
      expect((await queue([])).code).toBe(200);
      expect(await lowBuffers()).toEqual([expect.objectContaining({ original_book_id: book, buffer: expect.objectContaining({ chapters: 0, low: true }) })]);
      expect(await lowBuffers(other)).toEqual([]);
      // Five new chapters on Mon/Wed/Fri carry it past the week: no longer listed.
      const more: number[] = [];
      for (let i = 1; i <= 5; i++) more.push((await api.post('/v1/writeCenter.chapterAdd', author, { original_book_id: book, title: `Buffer ${i}`, content: words(600), action: 'draft' })).body.data.original_chapter_id);
      expect((await queue(more)).code).toBe(200);
      expect(await lowBuffers()).toEqual([]);
    });
  },
  () => ({ demo: true, clock: () => NOW }),
);
