/**
 * Chapter windows (issue 20, goal 4), printed by `npm run bench`, on PostgreSQL: a novel with
 * 1,000,000 chapters; GET /v1/writeCenter.chapterList windows of 200 after a random chapter no.
 * (keyset), 16 requests in flight: median and p95. The old OFFSET page deep in the novel is
 * printed beside it.
 */
import { sql } from 'drizzle-orm';
import { postgresAvailable } from '../support/databases';
import { recountNovel } from '../../src/server/modules/chapter/chapter-store';
import { authorWithWorks } from './money';

const CHAPTERS = 1_000_000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function chapterListBench(requests = 400, inFlight = 16) {
  if (!(await postgresAvailable())) return null;
  const { test, api, token, works } = await authorWithWorks('postgres', 1);
  const bookId = works[0];
  try {
    const db = test.database.db;
    await db.execute(sql`
      insert into chapters (novel_id, code, title, content, words, status, first_paid)
      select ${bookId}, 100 + g, 'Chapter ' || g, '', 1500, 'released', g = 40 from generate_series(1, ${CHAPTERS}) g`);
    await db.execute(sql`analyze chapters`);
    await recountNovel(db, bookId, new Date());
    const run = async (url: (i: number) => string) => {
      const ms: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next < requests) {
          const i = next++;
          const started = performance.now();
          const res = await api.get(url(i), token);
          ms.push(performance.now() - started);
          if (res.body.code !== 200) throw new Error(JSON.stringify(res.body).slice(0, 200));
        }
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      ms.sort((a, b) => a - b);
      return { median: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
    };
    const deep = (i: number) => Math.floor(((i * 7919) % 997) / 997 * CHAPTERS);
    return {
      chapters: CHAPTERS,
      keyset: await run((i) => `/v1/writeCenter.chapterList?original_book_id=${bookId}&after_code=${100 + deep(i)}&page_size=200`),
      offset: await run((i) => `/v1/writeCenter.chapterList?original_book_id=${bookId}&page=${1 + Math.floor(deep(i) / 200)}&page_size=200`),
    };
  } finally {
    await test.close();
  }
}
