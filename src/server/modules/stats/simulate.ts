/**
 * Realistic reading figures for the demo and the benches (`stats:simulate`): a novel whose
 * audience grows with weekly waves, readers flowing from chapter to chapter (most finish, most
 * go on, a few chapters lose more, and the first paid chapter keeps about a third), each chapter
 * read only from its release on. The rows go through the real ingestion.
 */
import type { Db } from '../../db/client';
import type { ChapterDayWire, NovelDayWire, StatsIngestReport } from '../../../domain/api/stats';
import { addDays, STATS_INGEST_MAX_ROWS } from '../../../domain/stats';
import { dayIn } from '../../../domain/calendar-day';
import { seededRandom } from '../../lib/seeded-random';
import { ingestStats } from './ingest';
import { liveChapterReleases } from './stats-repository';

/** How many of the newest chapters followers read each day. */
const FOLLOWED_CHAPTERS = 3;

export interface SimulatedChapter {
  id: number;
  /** the first day it can be read (its release), YYYY-MM-DD */
  from: string;
  firstPaid: boolean;
}

export interface StatsSimulation {
  novelId: number;
  chapters: readonly SimulatedChapter[];
  /** the last `days` days up to `to` */
  days: number;
  to: string;
  seed?: number;
}

/** Batches of at most STATS_INGEST_MAX_ROWS rows, oldest day first, without keeping the whole series in memory. */
export function* simulatedStats(sim: StatsSimulation): Generator<{ novels: NovelDayWire[]; chapters: ChapterDayWire[] }> {
  const rand = seededRandom(sim.seed ?? sim.novelId * 7919);
  const noise = (spread: number) => 1 + (rand() * 2 - 1) * spread;
  const base = 150 + rand() * 350;
  const growth = Math.log(2 + rand() * 4) / Math.max(1, sim.days);
  // Per chapter: how many of its readers finish it and go on; a few chapters lose many more.
  const finish = sim.chapters.map(() => 0.86 + rand() * 0.11);
  const goOn = sim.chapters.map((_, i) => (sim.chapters[i + 1]?.firstPaid ? 0.28 + rand() * 0.1 : rand() < 0.05 ? 0.72 + rand() * 0.12 : 0.95 + rand() * 0.045));
  const paidFrom = sim.chapters.findIndex((c) => c.firstPaid);

  let batch = { novels: [] as NovelDayWire[], chapters: [] as ChapterDayWire[] };
  const size = () => batch.novels.length + batch.chapters.length;
  for (let n = sim.days - 1; n >= 0; n--) {
    const day = addDays(sim.to, -n);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const views = Math.round(base * Math.exp(growth * (sim.days - n)) * (weekday === 0 || weekday === 6 ? 1.18 : 1) * noise(0.12));
    // Readers flow from the first released chapter on.
    let flow = views * 0.09 * noise(0.1);
    let unlocks = 0;
    // Followers read the newest chapters as they come out.
    let released = 0;
    while (released < sim.chapters.length && sim.chapters[released].from <= day) released++;
    const newest = released - FOLLOWED_CHAPTERS;
    for (let i = 0; i < released; i++) {
      const chapter = sim.chapters[i];
      if (flow < 1 && i < newest) {
        i = newest - 1;
        continue;
      }
      const started = Math.round(flow + (i >= newest ? views * 0.04 * noise(0.2) : 0));
      if (started <= 0) continue;
      const finished = Math.round(started * finish[i] * noise(0.03));
      const unlocked = paidFrom >= 0 && i >= paidFrom ? started : 0;
      unlocks += unlocked;
      batch.chapters.push({ chapter_id: chapter.id, day, reads_started: started, reads_finished: finished, unlocks: unlocked, comments: Math.round(started * 0.012 * noise(0.5)) });
      flow = finished * goOn[i] * noise(0.03);
      if (size() >= STATS_INGEST_MAX_ROWS) {
        yield batch;
        batch = { novels: [], chapters: [] };
      }
    }
    batch.novels.push({
      novel_id: sim.novelId,
      day,
      views,
      unique_readers: Math.round(views * (0.28 + rand() * 0.07)),
      new_followers: Math.round(views * 0.012 * noise(0.4)),
      comments: Math.round(views * 0.006 * noise(0.5)),
      unlocks,
    });
    if (size() >= STATS_INGEST_MAX_ROWS) {
      yield batch;
      batch = { novels: [], chapters: [] };
    }
  }
  if (size()) yield batch;
}

/** Simulates a novel's last `days` days from its live chapters (each read from its release day) and ingests them. */
export async function simulateNovelStats(db: Db, options: { novelId: number; days: number; now: Date; seed?: number }): Promise<Omit<StatsIngestReport, 'rejected'> & { rejected: number }> {
  const to = dayIn(options.now, 'UTC');
  const start = addDays(to, 1 - options.days);
  const rows = await liveChapterReleases(db, options.novelId);
  const list = rows.map((c) => ({ id: c.id, firstPaid: c.firstPaid, from: c.releaseAt ? dayIn(c.releaseAt, 'UTC') : start }));
  const total = { inserted: 0, replaced: 0, unchanged: 0, rejected: 0 };
  for (const batch of simulatedStats({ novelId: options.novelId, chapters: list, days: options.days, to, seed: options.seed })) {
    const report = await ingestStats(db, batch, { lang: 'en', now: options.now });
    total.inserted += report.inserted;
    total.replaced += report.replaced;
    total.unchanged += report.unchanged;
    total.rejected += report.rejected.length;
  }
  return total;
}
