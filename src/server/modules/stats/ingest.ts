/**
 * Reading figures from the platform (POST /platform/v1/stats.ingest, `stats:simulate`): days of
 * novels and of chapters. A day sent again replaces the earlier figures; the week and month
 * rollups move by the difference in the same statement, so they always equal the sum of the days.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, novels, users } from '../../db/schema';
import type { ChapterDayWire, NovelDayWire, StatsIngestReport } from '../../../domain/api/stats';
import { dayMessage, dayProblem } from '../../../domain/calendar-day';
import { siteOfAuthor } from '../../../domain/sites';
import { translate } from '../../lib/i18n';

/** The advisory lock of a novel's figures ("WCST", novel id): two batches for one novel take turns, so differences are never counted twice. */
const STATS_LOCK = 0x57435354;
/** How far ahead of the server's clock a day may be (time zones run up to 14 hours ahead). */
const AHEAD_MS = 36 * 3_600_000;

type Rows = { rows: { inserted: number | string; replaced: number | string }[] };
const counts = (result: unknown) => {
  const row = (result as Rows).rows[0];
  return { inserted: Number(row?.inserted ?? 0), replaced: Number(row?.replaced ?? 0) };
};

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
  const novelOfChapter = new Map(
    chapterIds.length ? (await db.select({ id: chapters.id, novelId: chapters.novelId }).from(chapters).where(inArray(chapters.id, chapterIds))).map((c) => [c.id, c.novelId]) : [],
  );
  const allNovelIds = [...new Set([...novelIds, ...novelOfChapter.values()])];
  // Each known novel's site: its author's.
  const siteOfNovel = new Map(
    allNovelIds.length
      ? (await db.select({ id: novels.id, fromSite: users.fromSite }).from(novels).innerJoin(users, eq(users.id, novels.authorId)).where(inArray(novels.id, allNovelIds))).map((n) => [n.id, siteOfAuthor(n.fromSite)])
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
    await tx.execute(sql`select pg_advisory_xact_lock(${STATS_LOCK}, id) from unnest(${sql.raw(`'{${touched.join(',')}}'::int[]`)}) as id order by id`);
    const a = goodNovels.length ? counts(await tx.execute(upsertNovelDays(goodNovels))) : { inserted: 0, replaced: 0 };
    const b = goodChapters.length ? counts(await tx.execute(upsertChapterDays(goodChapters))) : { inserted: 0, replaced: 0 };
    // The novel's all-time figures (My Works, the dashboard) are these days' sum from now on.
    if (goodNovels.length)
      await tx.execute(sql`
        update novels n set total_pv = t.views, followers = t.followers
        from (select novel_id, sum(views) as views, sum(new_followers) as followers from novel_stats_periods
              where grain = 'month' and novel_id in (${sql.join([...new Set(goodNovels.map((r) => r.novel_id))].map((id) => sql`${id}`), sql`, `)}) group by novel_id) t
        where n.id = t.novel_id`);
    return { inserted: a.inserted + b.inserted, replaced: a.replaced + b.replaced };
  });
  const good = goodNovels.length + goodChapters.length;
  return { ...written, unchanged: good - written.inserted - written.replaced, rejected };
}

/**
 * One statement: the batch as rows, the days it replaces (read before the write: every part of a
 * statement sees the same snapshot), the upsert (skipping days whose figures did not change), and
 * both rollups moved by new − old.
 */
function upsertNovelDays(rows: readonly NovelDayWire[]) {
  return sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as t(novel_id int, day date, views int, unique_readers int, new_followers int, comments int, unlocks int)
    ),
    old as (
      select d.* from novel_stats_days d join incoming i on d.novel_id = i.novel_id and d.day = i.day
    ),
    up as (
      insert into novel_stats_days (novel_id, day, views, unique_readers, new_followers, comments, unlocks)
      select novel_id, day, views, unique_readers, new_followers, comments, unlocks from incoming
      on conflict (novel_id, day) do update set
        views = excluded.views, unique_readers = excluded.unique_readers, new_followers = excluded.new_followers,
        comments = excluded.comments, unlocks = excluded.unlocks
      where (novel_stats_days.views, novel_stats_days.unique_readers, novel_stats_days.new_followers, novel_stats_days.comments, novel_stats_days.unlocks)
        is distinct from (excluded.views, excluded.unique_readers, excluded.new_followers, excluded.comments, excluded.unlocks)
      returning (xmax = 0) as inserted
    ),
    delta as (
      select i.novel_id, i.day,
        i.views - coalesce(o.views, 0) as views, i.unique_readers - coalesce(o.unique_readers, 0) as unique_readers,
        i.new_followers - coalesce(o.new_followers, 0) as new_followers, i.comments - coalesce(o.comments, 0) as comments,
        i.unlocks - coalesce(o.unlocks, 0) as unlocks
      from incoming i left join old o on o.novel_id = i.novel_id and o.day = i.day
    ),
    periods as (
      select novel_id, 'week' as grain, date_trunc('week', day::timestamp)::date as start, views, unique_readers, new_followers, comments, unlocks from delta
      union all
      select novel_id, 'month', date_trunc('month', day::timestamp)::date, views, unique_readers, new_followers, comments, unlocks from delta
    ),
    rolled as (
      insert into novel_stats_periods as p (novel_id, grain, start, views, unique_readers, new_followers, comments, unlocks)
      select novel_id, grain, start, sum(views), sum(unique_readers), sum(new_followers), sum(comments), sum(unlocks)
      from periods group by novel_id, grain, start
      on conflict (novel_id, grain, start) do update set
        views = p.views + excluded.views, unique_readers = p.unique_readers + excluded.unique_readers,
        new_followers = p.new_followers + excluded.new_followers, comments = p.comments + excluded.comments,
        unlocks = p.unlocks + excluded.unlocks
      returning 1
    )
    select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as replaced,
      (select count(*) from rolled) as periods
    from up`;
}

function upsertChapterDays(rows: readonly (ChapterDayWire & { novel_id: number })[]) {
  return sql`
    with incoming as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as t(chapter_id int, novel_id int, day date, reads_started int, reads_finished int, unlocks int, comments int)
    ),
    old as (
      select d.* from chapter_stats_days d join incoming i on d.chapter_id = i.chapter_id and d.day = i.day
    ),
    up as (
      insert into chapter_stats_days (chapter_id, novel_id, day, reads_started, reads_finished, unlocks, comments)
      select chapter_id, novel_id, day, reads_started, reads_finished, unlocks, comments from incoming
      on conflict (chapter_id, day) do update set
        reads_started = excluded.reads_started, reads_finished = excluded.reads_finished,
        unlocks = excluded.unlocks, comments = excluded.comments
      where (chapter_stats_days.reads_started, chapter_stats_days.reads_finished, chapter_stats_days.unlocks, chapter_stats_days.comments)
        is distinct from (excluded.reads_started, excluded.reads_finished, excluded.unlocks, excluded.comments)
      returning (xmax = 0) as inserted
    ),
    rolled as (
      insert into chapter_stats_months as m (chapter_id, novel_id, month, reads_started, reads_finished, unlocks, comments)
      select i.chapter_id, i.novel_id, date_trunc('month', i.day::timestamp)::date,
        sum(i.reads_started - coalesce(o.reads_started, 0)), sum(i.reads_finished - coalesce(o.reads_finished, 0)),
        sum(i.unlocks - coalesce(o.unlocks, 0)), sum(i.comments - coalesce(o.comments, 0))
      from incoming i left join old o on o.chapter_id = i.chapter_id and o.day = i.day
      group by i.chapter_id, i.novel_id, date_trunc('month', i.day::timestamp)
      on conflict (chapter_id, month) do update set
        reads_started = m.reads_started + excluded.reads_started, reads_finished = m.reads_finished + excluded.reads_finished,
        unlocks = m.unlocks + excluded.unlocks, comments = m.comments + excluded.comments
      returning 1
    )
    select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as replaced,
      (select count(*) from rolled) as periods
    from up`;
}
