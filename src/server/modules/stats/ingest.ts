/**
 * Reading figures from the platform (POST /platform/v1/stats.ingest, `stats:simulate`): days of
 * novels and of chapters. A day sent again replaces the earlier figures; the week and month
 * rollups move by the difference in the same statement, so they always equal the sum of the days.
 */
import { getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshStaleStatistics } from '../../db/statistics';
import { chapterStatsDays, novelStatsDays } from '../../db/schema';
import type { ChapterDayWire, NovelDayWire, StatsIngestReport } from '../../../domain/api/stats';
import { dayMessage, dayProblem } from '../../../domain/calendar-day';
import { siteOfAuthor } from '../../../domain/sites';
import { translate } from '../../lib/i18n';
import { statsDaysRepository } from './stats-days-repository';

/** The advisory lock of a novel's figures ("WCST", novel id): two batches for one novel take turns, so differences are never counted twice. */
const STATS_LOCK = 0x57435354;
/** How far ahead of the server's clock a day may be (time zones run up to 14 hours ahead). */
const AHEAD_MS = 36 * 3_600_000;

export async function ingestStats(
  db: Db,
  input: { novels?: readonly NovelDayWire[]; chapters?: readonly ChapterDayWire[] },
  options: { lang: string; now?: Date; /** the sites the sender may write for (a platform key's); a row for another site's novel is refused. Unset: every site. */ sites?: readonly number[] },
): Promise<StatsIngestReport> {
  const now = options.now ?? new Date();
  const latestDay = new Date(now.getTime() + AHEAD_MS).toISOString().slice(0, 10);
  const novelRows = input.novels ?? [];
  const chapterRows = input.chapters ?? [];
  const rejected: StatsIngestReport['rejected'] = [];
  const reject = (index: number, id: string, reason: string, values?: Record<string, string | number>) => rejected.push({ index, id, reason: translate(options.lang, reason, values) });
  /** A day that is not one, or has not begun, is refused with its reason. */
  const dayRejected = (index: number, id: string, day: string) => {
    const problem = dayProblem(day);
    if (problem) {
      const { id: message, values } = dayMessage(day, problem);
      reject(index, id, message, values);
      return true;
    }
    if (day > latestDay) {
      reject(index, id, 'stats.row.day', { day });
      return true;
    }
    return false;
  };

  const novelIds = [...new Set(novelRows.map((r) => r.novel_id))];
  const chapterIds = [...new Set(chapterRows.map((r) => r.chapter_id))];
  const known = statsDaysRepository(db);
  const novelOfChapter = new Map(chapterIds.length ? (await known.chapterNovels(chapterIds)).map((c) => [c.id, c.novelId]) : []);
  const allNovelIds = [...new Set([...novelIds, ...novelOfChapter.values()])];
  // Each known novel's site: its author's.
  const siteOfNovel = new Map(
    allNovelIds.length
      ? (await known.novelSites(allNovelIds)).map((n) => [n.id, siteOfAuthor(n.fromSite)])
      : [],
  );
  /** A row for a novel of a site the sender may not write for is refused, naming the novel and its site. */
  const siteRefused = (index: number, id: string, novelId: number) => {
    const site = siteOfNovel.get(novelId)!;
    if (!options.sites || options.sites.includes(site)) return false;
    reject(index, id, 'platform.site.refused', { id: novelId, site });
    return true;
  };

  const seen = new Set<string>();
  const goodNovels: NovelDayWire[] = [];
  novelRows.forEach((row, index) => {
    const id = `novel ${row.novel_id} ${row.day}`;
    if (seen.has(id)) return reject(index, id, 'stats.row.repeated');
    seen.add(id);
    if (!siteOfNovel.has(row.novel_id)) return reject(index, id, 'stats.row.unknownNovel', { id: row.novel_id });
    if (siteRefused(index, id, row.novel_id)) return;
    if (dayRejected(index, id, row.day)) return;
    // A unique reader is counted once among the views, never without one.
    if (row.unique_readers > row.views) return reject(index, id, 'stats.row.readers', { readers: row.unique_readers, views: row.views });
    goodNovels.push(row);
  });
  const goodChapters: (ChapterDayWire & { novel_id: number })[] = [];
  chapterRows.forEach((row, i) => {
    const index = novelRows.length + i;
    const id = `chapter ${row.chapter_id} ${row.day}`;
    if (seen.has(id)) return reject(index, id, 'stats.row.repeated');
    seen.add(id);
    const novelId = novelOfChapter.get(row.chapter_id);
    if (novelId === undefined) return reject(index, id, 'stats.row.unknownChapter', { id: row.chapter_id });
    if (siteRefused(index, id, novelId)) return;
    if (dayRejected(index, id, row.day)) return;
    // Only a read that started can reach the chapter's end.
    if (row.reads_finished > row.reads_started) return reject(index, id, 'stats.row.finished', { finished: row.reads_finished, started: row.reads_started });
    goodChapters.push({ ...row, novel_id: novelId });
  });

  const touched = [...new Set([...goodNovels.map((r) => r.novel_id), ...goodChapters.map((r) => r.novel_id)])].sort((a, b) => a - b);
  if (!touched.length) return { inserted: 0, replaced: 0, unchanged: 0, rejected };
  const written = await db.transaction(async (tx) => {
    // In id order, so two batches over the same novels never wait on each other in a circle.
    const days = statsDaysRepository(tx);
    await days.lockNovels(STATS_LOCK, touched);
    const a = goodNovels.length ? await days.upsertNovelDays(goodNovels) : { inserted: 0, replaced: 0 };
    const b = goodChapters.length ? await days.upsertChapterDays(goodChapters) : { inserted: 0, replaced: 0 };
    // The novel's all-time figures (My Works, the dashboard) are these days' sum from now on.
    if (goodNovels.length) await days.refreshNovelTotals([...new Set(goodNovels.map((r) => r.novel_id))]);
    return { inserted: a.inserted + b.inserted, replaced: a.replaced + b.replaced };
  });
  // A bulk import: the figures' plans must follow the tables as they grow (analyzed once they changed by a tenth).
  if (written.inserted) await refreshStaleStatistics(db, [getTableName(novelStatsDays), getTableName(chapterStatsDays)], written.inserted);
  const good = goodNovels.length + goodChapters.length;
  return { ...written, unchanged: good - written.inserted - written.replaced, rejected };
}
