import { beforeAll, expect, it, vi } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { describeOnDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { loadNovelFixtures, makeAuthor, type NovelFixtures } from '../support/novels';
import { addChapter, addNovel, follow, words } from '../support/release-feed';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { releaseFeed } from '../../src/server/db/schema';
import { releaseDueChapters } from '../../src/server/modules/chapter/release-job';

const SITE = 503;
/** Publishing authors, each a request of their own (the pool's 10 connections hold them, the open release and the reader). */
const WRITERS = 4;
const HOUR = 3_600_000;

/**
 * Releases commit in any order on PostgreSQL. A reader that follows the feed while one release's
 * transaction is still open must not be shown the later ones first: its cursor would pass the open
 * one's seq, and that event would be skipped once it commits.
 */
describeOnDatabase('postgres', 'release.feed under concurrent releases', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;
  let ref: NovelFixtures;
  let key = '';

  beforeAll(async () => {
    ref = await loadNovelFixtures(db());
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'reader site (race)', scopes: ['content'], sites: [SITE] })).body.data.key;
  });

  it('never skips an event of a release job still committing while authors publish and a reader follows', async () => {
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, async (_, i) => {
        const token = await makeAuthor(api, db(), `race${i}.${Math.random().toString(36).slice(2, 8)}@example.test`, `Racer ${i}`, SITE);
        return { token, book: await addNovel(api, token, ref, { title: `Race ${i}` }) };
      }),
    );
    const books = writers.map((w) => w.book);
    const scheduled = await addChapter(api, writers[0].token, books[0], { action: 'schedule', release_at: new Date(Date.now() + HOUR).toISOString(), title: 'Due', content: words(600, 'Due') });
    const start = (await follow(get().app, key)).cursor;

    // The release job releases the scheduled chapter and records it, then stays open until the gate opens.
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let recorded = () => {};
    const inside = new Promise<void>((resolve) => (recorded = resolve));
    const job = db().transaction(async (tx) => {
      const run = await releaseDueChapters(tx, new Date(Date.now() + 2 * HOUR));
      recorded();
      await gate;
      return run;
    });
    await inside;

    let answered = 0;
    const publishes = writers.map((w, i) =>
      api.post('/v1/writeCenter.chapterAdd', w.token, { original_book_id: w.book, title: `Chapter ${i}`, content: words(600, 'Race'), action: 'publish' }).then((res) => {
        answered++;
        return res;
      }),
    );
    // Each publish has either answered or waits for a lock the open release holds (the feed's, or its novel's row).
    const waiting = async () => {
      const result = (await db().execute(sql`select count(distinct pid)::int as n from pg_locks where not granted and pid in (select pid from pg_stat_activity where datname = current_database())`)) as unknown as { rows: { n: number }[] };
      return result.rows[0].n;
    };
    let during: Awaited<ReturnType<typeof follow>>;
    try {
      await vi.waitFor(async () => expect(answered + (await waiting())).toBe(WRITERS), { timeout: 15_000, interval: 20 });
      // The reader follows now, while the release is still open, and again once everything committed.
      during = await follow(get().app, key, start, 2);
    } finally {
      openGate();
    }
    expect((await job).released.map((r) => r.id)).toContain(scheduled);
    expect((await Promise.all(publishes)).map((res) => res.body.code)).toEqual(writers.map(() => 200));
    const after = await follow(get().app, key, during.cursor, 2);

    const seen = [...during.events, ...after.events].filter((e) => books.includes(e.novel.original_book_id));
    const committed = await db().select({ seq: releaseFeed.seq, chapterId: releaseFeed.chapterId }).from(releaseFeed).where(inArray(releaseFeed.novelId, books)).orderBy(releaseFeed.seq);
    const expected = committed.filter((r) => r.seq > start);
    expect(expected).toHaveLength(WRITERS + 1);
    expect(seen.map((e) => e.seq)).toEqual(expected.map((r) => r.seq));
    expect(seen.map((e) => e.original_chapter_id)).toContain(scheduled);
  });
}, () => ({ demo: true }));
