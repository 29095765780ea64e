import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { apiClient } from '../support/api-client';
import { buildTestApp, postgresAvailable, type TestApp } from '../support/databases';
import { newAuthor } from '../support/contracts';
import { chapters, novels } from '../../src/server/db/schema';
import { recountNovel } from '../../src/server/modules/chapter/chapter-store';
import { textContentColumns } from '../../src/server/modules/chapter';

const pgAvailable = await postgresAvailable();

/**
 * An autosave costs at most 3 round trips to PostgreSQL (the session, the
 * chapter, one statement that writes everything) whatever the novel's size, and the novel's
 * figures it moves by difference stay equal to a full recount.
 */
(pgAvailable ? describe : describe.skip)('an autosave’s cost and the figures it keeps', () => {
  let t: TestApp;
  const api = apiClient(() => t.app);
  let token = '';
  let bookId = 0;
  beforeAll(async () => {
    t = await buildTestApp('postgres', { demo: true });
    const at = await newAuthor(t.database.db, api);
    token = at.token;
    bookId = at.bookId;
    // A novel with 2,000 chapters already.
    await t.database.db.insert(chapters).values(Array.from({ length: 2000 }, (_, i) => ({ novelId: bookId, code: 100 + i, title: `Old ${i}`, ...textContentColumns('Some words here.'), words: 3, status: i % 2 ? 'released' : 'draft' })));
    await recountNovel(t.database.db, bookId, new Date());
    return () => t.close();
  });

  const roundTrips = async (run: () => Promise<unknown>) => {
    const query = pg.Client.prototype.query;
    const texts: string[] = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
      texts.push(String((args[0] as { text?: string })?.text ?? args[0]).trim());
      return query.apply(this, args as never);
    } as typeof query;
    try {
      await run();
    } finally {
      pg.Client.prototype.query = query;
    }
    // The general write limiter keeps its counters in PostgreSQL here (in Redis where one is
    // configured): a protection of every write, not the autosave's own work.
    const limiter = texts.filter((q) => q.startsWith('insert into rate_limits'));
    expect(limiter.length).toBeLessThanOrEqual(1);
    return texts.length - limiter.length;
  };
  const figures = async () => {
    const [row] = await t.database.db.select({ words: novels.wordCount, chapters: novels.chapterCount, status: novels.status }).from(novels).where(eq(novels.id, bookId));
    return row;
  };

  it('autosaves in at most 3 round trips (the session, the chapter, one write) on a novel with 2,000 chapters', async () => {
    const created = await api.post('/v1/writeCenter.chapterAdd', token, { original_book_id: bookId, title: 'Tide', ...textContentColumns('The first lines'), action: 'autosave' });
    const id = created.body.data.original_chapter_id as number;
    let version = created.body.data.version as number;
    for (const content of ['The first lines, and more', 'The first lines, and more, and more again']) {
      let res: Awaited<ReturnType<typeof api.post>> | undefined;
      const trips = await roundTrips(async () => {
        res = await api.post('/v1/writeCenter.chapterSave', token, { original_chapter_id: id, version, title: 'Tide', content, action: 'autosave' });
      });
      expect(res!.body.code).toBe(200);
      version = res!.body.data.version;
      expect(trips).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the novel’s figures equal to a full recount through drafts, publishing, live edits and approval', async () => {
    const text = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const created = await api.post('/v1/writeCenter.chapterAdd', token, { original_book_id: bookId, title: 'Counted', content: text(10), action: 'draft' });
    const id = created.body.data.original_chapter_id as number;
    let version = created.body.data.version as number;
    const saveAs = async (content: string, action: string) => {
      const res = await api.post('/v1/writeCenter.chapterSave', token, { original_chapter_id: id, version, title: 'Counted', content, action });
      expect(res.body.code, JSON.stringify(res.body)).toBe(200);
      version = res.body.data.version;
    };
    const check = async () => {
      const moved = await figures();
      await recountNovel(t.database.db, bookId, new Date());
      expect(moved).toEqual(await figures());
    };
    await saveAs(text(600), 'autosave');
    await check();
    await saveAs(text(700), 'publish');
    await check();
    await saveAs(text(650), 'autosave');
    await check();
    await saveAs(text(800), 'publish');
    await check();
    const [row] = await t.database.db.select({ words: chapters.words }).from(chapters).where(eq(chapters.id, id));
    expect(row.words).toBe(700);
  });
});
