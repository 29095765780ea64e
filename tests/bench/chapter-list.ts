/**
 * Chapter windows (goal 4), printed by `npm run bench`, on PostgreSQL: a novel with
 * 1,000,000 chapters; GET /v1/writeCenter.chapterList windows of CHAPTER_WINDOW (the manage page's) after a random chapter no.
 * (keyset), 16 connections from a separate process for 5 s to the server listening as in production
 * (no response checking): median and p95. Beside it: windows of 200 (the earlier size), the old OFFSET page deep
 * in the novel, and GET /v1/author.info under the same load (the floor of a signed-in route on this machine).
 */
import { sql } from 'drizzle-orm';
import { postgresAvailable } from '../support/databases';
import { recountNovel } from '../../src/server/modules/chapter/chapter-store';
import { authorWithWorks } from './money';
import { load } from './load';
import { CHAPTER_WINDOW } from '../../src/domain/chapter';

const CHAPTERS = 1_000_000;

export async function chapterListBench() {
  if (!(await postgresAvailable())) return null;
  const { test, token, works } = await authorWithWorks('postgres', 1, { strictResponses: false });
  const bookId = works[0];
  try {
    const db = test.database.db;
    await db.execute(sql`
      insert into chapters (novel_id, code, title, content, words, status, first_paid)
      select ${bookId}, 100 + g, 'Chapter ' || g, '', 1500, 'released', g = 40 from generate_series(1, ${CHAPTERS}) g`);
    await db.execute(sql`analyze chapters`);
    await recountNovel(db, bookId, new Date());
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const auth = { authorization: `Bearer ${token}` };
    const list = `${address}/v1/writeCenter.chapterList?original_book_id=${bookId}&page_size=${CHAPTER_WINDOW}`;
    await load(`${list}&after_code={rand:${CHAPTERS}}`, auth, 1); // warm-up
    const keyset = await load(`${list}&after_code={rand:${CHAPTERS}}`, auth, 5);
    const wide = await load(`${address}/v1/writeCenter.chapterList?original_book_id=${bookId}&page_size=200&after_code={rand:${CHAPTERS}}`, auth, 5);
    const offset = await load(`${list}&page={rand:${CHAPTERS / CHAPTER_WINDOW}}`, auth, 5);
    // The floor on this machine: a signed-in route with one small query, under the same load.
    const floor = await load(`${address}/v1/author.info`, auth, 5);
    const runs = { keyset, wide, offset, floor };
    const failed = Object.entries(runs).filter(([, r]) => r.failed);
    if (failed.length) throw new Error(`chapter windows failed under load: ${failed.map(([name, r]) => `${name} ${JSON.stringify(r.failures)}`).join(', ')}`);
    return { chapters: CHAPTERS, window: CHAPTER_WINDOW, keyset, wide, offset, floor };
  } finally {
    await test.close();
  }
}
