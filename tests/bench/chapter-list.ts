/**
 * Chapter windows (issue 20, goal 4), printed by `npm run bench`, on PostgreSQL: a novel with
 * 1,000,000 chapters; GET /v1/writeCenter.chapterList windows of 200 after a random chapter no.
 * (keyset), 16 connections from a separate process for 5 s to the server listening as in production
 * (no response checking): median and p95. The old OFFSET page deep in the novel is printed beside it.
 */
import { sql } from 'drizzle-orm';
import { postgresAvailable } from '../support/databases';
import { recountNovel } from '../../src/server/modules/chapter/chapter-store';
import { authorWithWorks } from './money';
import { load } from './load';

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
    const list = `${address}/v1/writeCenter.chapterList?original_book_id=${bookId}&page_size=200`;
    await load(`${list}&after_code={rand:${CHAPTERS}}`, auth, 1); // warm-up
    const keyset = await load(`${list}&after_code={rand:${CHAPTERS}}`, auth, 5);
    const offset = await load(`${list}&page={rand:${CHAPTERS / 200}}`, auth, 5);
    if (keyset.failed || offset.failed) throw new Error('chapter windows failed under load');
    return { chapters: CHAPTERS, keyset, offset };
  } finally {
    await test.close();
  }
}
