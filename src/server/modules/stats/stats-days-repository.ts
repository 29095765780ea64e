import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, novels, users } from '../../db/schema';
import type { ChapterDayWire, NovelDayWire } from '../../../domain/api/stats';

type Rows = { rows: { inserted: number | string; replaced: number | string }[] };
const counts = (result: unknown) => {
  const row = (result as Rows).rows[0];
  return { inserted: Number(row?.inserted ?? 0), replaced: Number(row?.replaced ?? 0) };
};

/** Reading figures' days and their week and month rollups, as ingestion writes them. Build it from a transaction to join it. */
export function statsDaysRepository(db: Db) {
  return {
    /** The novel of each of these chapters. */
    async chapterNovels(chapterIds: number[]) {
      return db.select({ id: chapters.id, novelId: chapters.novelId }).from(chapters).where(inArray(chapters.id, chapterIds));
    },

    /** Each of these novels' author's site. */
    async novelSites(novelIds: number[]) {
      return db
        .select({ id: novels.id, fromSite: users.fromSite })
        .from(novels)
        .innerJoin(users, eq(users.id, novels.authorId))
        .where(inArray(novels.id, novelIds));
    },

    /** Takes the novels' figures locks (class `key`) in id order until the transaction ends. */
    async lockNovels(key: number, novelIds: number[]) {
      await db.execute(
        sql`select pg_advisory_xact_lock(${key}, id) from unnest(${sql.raw(`'{${novelIds.join(',')}}'::int[]`)}) as id order by id`,
      );
    },

    /** Writes novels' days and moves their rollups; returns how many days were new and how many replaced. */
    async upsertNovelDays(rows: readonly NovelDayWire[]) {
      return counts(await db.execute(upsertNovelDays(rows)));
    },

    /** Writes chapters' days and moves their month rollups; returns how many days were new and how many replaced. */
    async upsertChapterDays(rows: readonly (ChapterDayWire & { novel_id: number })[]) {
      return counts(await db.execute(upsertChapterDays(rows)));
    },

    /** Sets the novels' all-time views and followers to the sum of their month rollups. */
    async refreshNovelTotals(novelIds: number[]) {
      const ids = sql.join(
        novelIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await db.execute(sql`
        update novels n set total_pv = t.views, followers = t.followers
        from (select novel_id, sum(views) as views, sum(new_followers) as followers from novel_stats_periods
              where grain = 'month' and novel_id in (${ids}) group by novel_id) t
        where n.id = t.novel_id`);
    },
  };
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
