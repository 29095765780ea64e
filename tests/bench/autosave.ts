/**
 * Autosave bench (goal 6), printed by `npm run bench`, on PostgreSQL: p50 and p95 of
 * an autosave (POST /v1/writeCenter.chapterSave, action autosave) in a novel with 10 chapters and
 * in one with 10,000; the save is one statement that moves the novel's figures by difference, so
 * the two should be alike.
 */
import { chapters } from '../../src/server/db/schema';
import { recountNovel } from '../../src/server/modules/chapter/chapter-store';
import { postgresAvailable } from '../support/databases';
import { newWork } from '../support/contracts';
import { authorWithWorks } from './money';
import { textContentColumns } from '../../src/server/modules/chapter';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function autosaveBench(saves = 300) {
  if (!(await postgresAvailable())) return null;
  const { test, api, token, userId, works } = await authorWithWorks('postgres', 1);
  try {
    const db = test.database.db;
    const big = await newWork(db, userId, 40_000, 'Ten Thousand Chapters');
    for (let at = 0; at < 10_000; at += 2_000) {
      await db.insert(chapters).values(Array.from({ length: 2_000 }, (_, i) => ({ novelId: big, code: 10 + at + i, title: `Chapter ${at + i}`, ...textContentColumns('Words of an old chapter.'), words: 5, status: 'released' })));
    }
    await db.insert(chapters).values(Array.from({ length: 9 }, (_, i) => ({ novelId: works[0], code: 10 + i, title: `Chapter ${i}`, ...textContentColumns('Words of an old chapter.'), words: 5, status: 'released' })));
    for (const id of [big, works[0]]) await recountNovel(db, id, new Date());
    const paragraph = 'The tide came in over the archive steps, and the lamps went out one by one. ';
    const time = async (bookId: number) => {
      const created = await api.post('/v1/writeCenter.chapterAdd', token, { original_book_id: bookId, title: 'Autosaved', content: paragraph, action: 'autosave' });
      const id = created.body.data.original_chapter_id as number;
      let version = created.body.data.version as number;
      const ms: number[] = [];
      for (let i = 0; i < saves; i++) {
        const started = performance.now();
        const res = await api.post('/v1/writeCenter.chapterSave', token, { original_chapter_id: id, version, title: 'Autosaved', content: paragraph.repeat(20 + (i % 40)), action: 'autosave' });
        ms.push(performance.now() - started);
        if (res.body.code !== 200) throw new Error(JSON.stringify(res.body).slice(0, 200));
        version = res.body.data.version;
      }
      ms.sort((a, b) => a - b);
      return { median: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
    };
    const small = await time(works[0]);
    const large = await time(big);
    return { small, large, ratio: large.p95 / small.p95 };
  } finally {
    await test.close();
  }
}
