/**
 * Chapter windows, printed by `npm run bench` (`npm run bench -- chapters` alone): on PostgreSQL (when reachable)
 * and on PGlite, a novel with 1,200 chapters and then the same novel grown to 1,000,000. Under the same load
 * (16 connections from a separate process, no response checking) and in turn, round after round:
 * GET /v1/author.info (the floor: a signed-in route with one small query), the first window of
 * FIRST_CHAPTER_WINDOW (what the manage page shows first), windows of CHAPTER_WINDOW after a random chapter no.
 * (the ones that follow while scrolling), and the last window of the novel (the deepest page). Each figure is the
 * median over the rounds of its p95.
 */
import { sql } from 'drizzle-orm';
import { postgresAvailable, type DatabaseKind } from '../support/databases';
import { recountNovel } from '../../src/server/modules/chapter/chapter-store';
import { refreshStatistics } from '../../src/server/db/statistics';
import { authorWithWorks } from './money';
import { load } from './load';
import { median } from './ratio';
import { CHAPTER_WINDOW, FIRST_CHAPTER_WINDOW } from '../../src/domain/chapter';

/** The novel's sizes, smallest first (BENCH_CHAPTER_SIZES=300,2000 for a quick look). */
const SIZES = (process.env.BENCH_CHAPTER_SIZES ?? '1200,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

type Run = Awaited<ReturnType<typeof load>>;
export interface WindowFigures {
  kind: DatabaseKind;
  chapters: number;
  info: Run;
  first: Run;
  window: Run;
  last: Run;
}

/** `runs` measured in turn for `ROUNDS` rounds; each figure the run whose p95 is the median of its rounds. */
async function inRounds<K extends string>(runs: Record<K, () => Promise<Run>>): Promise<Record<K, Run>> {
  const all = Object.fromEntries(Object.keys(runs).map((k) => [k, [] as Run[]])) as Record<K, Run[]>;
  for (let round = 0; round < ROUNDS; round++) for (const k of Object.keys(runs) as K[]) all[k].push(await runs[k]());
  const pick = (rs: Run[]) => rs.find((r) => r.p95 === median(rs.map((x) => x.p95)))!;
  return Object.fromEntries((Object.keys(all) as K[]).map((k) => [k, pick(all[k])])) as Record<K, Run>;
}

async function windowsOn(kind: DatabaseKind): Promise<WindowFigures[]> {
  const { test, token, works } = await authorWithWorks(kind, 1, { strictResponses: false });
  const bookId = works[0];
  const figures: WindowFigures[] = [];
  try {
    const db = test.database.db;
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const auth = { authorization: `Bearer ${token}` };
    const list = `${address}/v1/writeCenter.chapterList?original_book_id=${bookId}`;
    let written = 0;
    for (const size of SIZES) {
      // Written in batches so PGlite (one process, in memory) never holds a million-row statement at once.
      for (let from = written + 1; from <= size; from += 100_000) {
        const to = Math.min(size, from + 99_999);
        await db.execute(sql`
          insert into chapters (novel_id, code, title, content, content_doc, content_html, words, status, first_paid)
          select ${bookId}, g, 'Chapter ' || g, '', '{"type":"doc","content":[]}', '', 1500, 'released', g = 40 from generate_series(${from}::int, ${to}::int) g`);
      }
      written = size;
      await recountNovel(db, bookId, new Date());
      // What the maintenance job does on PGlite and autovacuum on PostgreSQL (the local one has it off).
      await refreshStatistics(db);
      await load(`${address}/v1/author.info`, auth, 1); // warm-up
      await load(`${list}&page_size=${CHAPTER_WINDOW}&after_code={rand:${size}}`, auth, 1);
      const runs = await inRounds({
        info: () => load(`${address}/v1/author.info`, auth, SECONDS),
        first: () => load(`${list}&page_size=${FIRST_CHAPTER_WINDOW}&after_code=0`, auth, SECONDS),
        window: () => load(`${list}&page_size=${CHAPTER_WINDOW}&after_code={rand:${size}}`, auth, SECONDS),
        last: () => load(`${list}&page_size=${CHAPTER_WINDOW}&after_code=${size - CHAPTER_WINDOW}`, auth, SECONDS),
      });
      const failed = Object.entries(runs).filter(([, r]) => r.failed);
      if (failed.length) throw new Error(`chapter windows failed under load: ${failed.map(([name, r]) => `${name} ${JSON.stringify(r.failures)}`).join(', ')}`);
      figures.push({ kind, chapters: size, ...runs });
    }
    return figures;
  } finally {
    await test.close();
  }
}

export async function chapterListBench(): Promise<WindowFigures[]> {
  const kinds: DatabaseKind[] = (await postgresAvailable()) ? ['postgres', 'pglite'] : ['pglite'];
  const figures: WindowFigures[] = [];
  for (const kind of kinds) figures.push(...(await windowsOn(kind)));
  return figures;
}
