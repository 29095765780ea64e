/**
 * Reading-figure benches, printed by `npm run bench`, on PostgreSQL:
 * - ingestion of about 1,000,000 daily rows (five years of a novel's days and 2,000 chapters, each
 *   read for up to 600 days from its release) through POST /platform/v1/stats.ingest in
 *   10,000-row batches: rows per second, rollups included;
 * - /v1/stats.overview and /v1/stats.chapters for that novel, over a year and over five years:
 *   median and p95.
 */
import { chapters } from '../../src/server/db/schema';
import { postgresAvailable } from '../support/databases';
import { DEMO_ADMIN } from '../../src/server/seed/demo';
import { addDays } from '../../src/domain/stats';
import { seededRandom } from '../../src/server/lib/seeded-random';
import type { ChapterDayWire, NovelDayWire } from '../../src/domain/api/stats';
import { authorWithWorks, timeRequests } from './money';
import { TEST_KEY_SITES } from '../support/contracts';
import { textContentColumns } from '../../src/server/modules/chapter';

const DAYS = 5 * 365 + 1;
const CHAPTERS = 2_000;
const READ_DAYS = 600;
const BATCH = 10_000;

export async function statsBench(requests = 100) {
  if (!(await postgresAvailable())) return null;
  const { test, api, token, works } = await authorWithWorks('postgres', 1);
  const novelId = works[0];
  try {
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const key = (await api.post('/admin/v1/platform.keyCreate', admin, { name: 'bench', scopes: ['stats'], sites: TEST_KEY_SITES })).body.data.key as string;
    const today = new Date().toISOString().slice(0, 10);
    const first = addDays(today, -(DAYS - 1));
    const released = Array.from({ length: CHAPTERS }, (_, i) => Math.floor((i * DAYS) / CHAPTERS));
    const rows = await test.database.db
      .insert(chapters)
      .values(released.map((d, i) => ({ novelId, code: i + 1, title: `Chapter ${i + 1}`, ...textContentColumns('Text.'), words: 1800, status: 'released', firstPaid: i === 40, releaseAt: new Date(`${addDays(first, d)}T12:00:00Z`) })))
      .returning({ id: chapters.id });
    const rand = seededRandom(18);

    let sent = 0;
    let ingestMs = 0;
    let batch: { novels: NovelDayWire[]; chapters: ChapterDayWire[] } = { novels: [], chapters: [] };
    const flush = async () => {
      const started = performance.now();
      const res = await test.app.inject({ method: 'POST', url: '/platform/v1/stats.ingest', headers: { authorization: `Bearer ${key}` }, payload: batch });
      ingestMs += performance.now() - started;
      const body = res.json();
      if (body.code !== 200 || body.data.rejected.length) throw new Error(res.body.slice(0, 300));
      sent += batch.novels.length + batch.chapters.length;
      batch = { novels: [], chapters: [] };
    };
    for (let d = 0; d < DAYS; d++) {
      const day = addDays(first, d);
      const views = Math.round(500 + d * 3 + rand() * 200);
      batch.novels.push({ novel_id: novelId, day, views, unique_readers: Math.round(views / 3), new_followers: Math.round(views / 90), comments: Math.round(views / 150), unlocks: Math.round(views / 40) });
      for (let c = 0; c < CHAPTERS && released[c] <= d; c++) {
        if (d - released[c] >= READ_DAYS) continue;
        const started = Math.round(20 + rand() * 200);
        batch.chapters.push({ chapter_id: rows[c].id, day, reads_started: started, reads_finished: Math.round(started * 0.85), unlocks: c >= 40 ? Math.round(started * 0.3) : 0, comments: Math.round(rand() * 3) });
        if (batch.novels.length + batch.chapters.length >= BATCH) await flush();
      }
      if (batch.novels.length + batch.chapters.length >= BATCH) await flush();
    }
    if (batch.novels.length + batch.chapters.length) await flush();

    const fiveYears = `from=${first}&to=${today}`;
    return {
      rows: sent,
      perSecond: sent / (ingestMs / 1000),
      overviewYear: await timeRequests(api, token, `/v1/stats.overview?novel=${novelId}&range=365`, requests),
      overviewFive: await timeRequests(api, token, `/v1/stats.overview?novel=${novelId}&${fiveYears}`, requests),
      chaptersMonth: await timeRequests(api, token, `/v1/stats.chapters?novel=${novelId}&range=30`, requests),
      chaptersFive: await timeRequests(api, token, `/v1/stats.chapters?novel=${novelId}&${fiveYears}`, requests),
    };
  } finally {
    await test.close();
  }
}
