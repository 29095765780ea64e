import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authors, chapterVersions, chapters, novels, users, writingLog, type Chapter, type Novel } from '../../db/schema';
import { AUTOSAVE_MERGE_MINUTES, FIRST_PAID_STATUSES, LIVE_CHAPTER_STATUSES } from '../../../domain/chapter';
import { PASTE_WORDS_MAX } from '../../../domain/writing-goal';
import type { ChapterVersionEntry } from '../../../domain/api/chapters';
import type { ChapterDoc } from '../../../domain/chapter-doc';
import { liveContentColumns, versionContentColumns } from './chapter-content';


const LIVE = sql.raw(LIVE_CHAPTER_STATUSES.map((s) => `'${s}'`).join(','));

/**
 * Keeps a novel's figures true to its chapters: words readers can read,
 * chapters that are not deleted, the last update, and a draft novel turns
 * released with its first live chapter.
 */
export async function recountNovel(tx: Tx | Db, novelId: number, now: Date) {
  await tx
    .update(novels)
    .set({
      wordCount: sql`(select coalesce(sum(${chapters.words}), 0)::int from ${chapters} where ${chapters.novelId} = ${novelId} and ${chapters.status} in (${LIVE}))`,
      chapterCount: sql`(select count(*)::int from ${chapters} where ${chapters.novelId} = ${novelId} and ${chapters.status} <> 'deleted')`,
      status: sql`case when ${novels.status} = 'draft' and exists (select 1 from ${chapters} where ${chapters.novelId} = ${novelId} and ${chapters.status} in (${LIVE})) then 'released' else ${novels.status} end`,
      lastUpdateAt: now,
    })
    .where(eq(novels.id, novelId));
}

/** Records words written (never negative) and releases for the writing calendar. */
/** Whether a save's new words were typed, or came in whole (a long paste, a restored version). */
export const writingSource = (kind: ChapterVersionEntry['kind'], addedWords: number) => (kind === 'restore' || addedWords > PASTE_WORDS_MAX ? 'added' : 'typed');

export async function logWriting(tx: Tx | Db, entry: { authorId: number; chapterId: number; at: Date; words: number; released?: boolean; source?: 'typed' | 'added' }) {
  const words = Math.max(0, entry.words);
  if (!words && !entry.released) return;
  await tx.insert(writingLog).values({ authorId: entry.authorId, chapterId: entry.chapterId, at: entry.at, words, released: entry.released ? 1 : 0, source: entry.source ?? 'typed' });
}

/** Words of a novel's chapters typed and added per day (YYYY-MM-DD in `timeZone`) since `from`. */
export async function novelWritingDays(db: Db | Tx, novelId: number, timeZone: string, from: Date) {
  const day = sql<string>`to_char(${writingLog.at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      typed: sql<number>`coalesce(sum(${writingLog.words}) filter (where ${writingLog.source} = 'typed'), 0)::int`,
      added: sql<number>`coalesce(sum(${writingLog.words}) filter (where ${writingLog.source} = 'added'), 0)::int`,
    })
    .from(writingLog)
    .innerJoin(chapters, eq(chapters.id, writingLog.chapterId))
    .where(and(eq(chapters.novelId, novelId), gte(writingLog.at, from)))
    // By position: the day's expression holds a parameter, and each mention would be a new one.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/**
 * Adds the saved text to the history. Autosaves a few minutes apart share
 * one entry (the newest text wins), so the history lists moments, not keystrokes.
 */
export async function recordVersion(tx: Tx | Db, chapter: Pick<Chapter, 'id' | 'version'>, saved: { title: string; doc: ChapterDoc; words: number }, kind: ChapterVersionEntry['kind'], at: Date) {
  const text = { title: saved.title, words: saved.words, ...versionContentColumns(saved.doc) };
  if (kind === 'autosave') {
    const [last] = await tx.select().from(chapterVersions).where(eq(chapterVersions.chapterId, chapter.id)).orderBy(desc(chapterVersions.version)).limit(1);
    if (last?.kind === 'autosave' && at.getTime() - last.savedAt.getTime() < AUTOSAVE_MERGE_MINUTES * 60_000) {
      await tx.update(chapterVersions).set({ version: chapter.version, ...text }).where(eq(chapterVersions.id, last.id));
      return;
    }
  }
  await tx.insert(chapterVersions).values({ chapterId: chapter.id, version: chapter.version, ...text, kind, savedAt: at });
}

/** The author's chapter with its novel; another author's (or a deleted novel's) reads as missing. */
export async function ownedChapter(db: Db | Tx, authorId: number, chapterId: number) {
  const [row] = await db
    .select({ chapter: chapters, novel: novels })
    .from(chapters)
    .innerJoin(novels, eq(novels.id, chapters.novelId))
    .where(and(eq(chapters.id, chapterId), eq(novels.authorId, authorId), isNull(novels.deletedAt)))
    .limit(1);
  return row;
}

/** The author's novel; another author's (or a deleted one) reads as missing. */
export async function ownedNovel(db: Db | Tx, authorId: number, novelId: number): Promise<Novel | undefined> {
  const [novel] = await db
    .select()
    .from(novels)
    .where(and(eq(novels.id, novelId), eq(novels.authorId, authorId), sql`${novels.deletedAt} is null`));
  return novel;
}

/** The site the author signed up from, whose limits apply to their chapters. */
export async function authorSite(db: Db | Tx, authorId: number) {
  const [user] = await db.select({ fromSite: users.fromSite }).from(users).where(eq(users.id, authorId));
  return user?.fromSite;
}

/** A new chapter with the novel's next code. */
export async function insertNextChapter(tx: Tx, novelId: number, values: Omit<typeof chapters.$inferInsert, 'novelId' | 'code'>): Promise<Chapter> {
  // Codes are handed out by one atomic increment, so two tabs adding at once get 7 and 8, never 7 twice.
  const [{ code }] = await tx
    .update(novels)
    .set({ lastChapterCode: sql`${novels.lastChapterCode} + 1` })
    .where(eq(novels.id, novelId))
    .returning({ code: novels.lastChapterCode });
  const [inserted] = await tx
    .insert(chapters)
    .values({ novelId, code, ...values })
    .returning();
  return inserted;
}

export async function markChapterDeleted(tx: Tx, chapterId: number, now: Date) {
  await tx.update(chapters).set({ status: 'deleted', deletedAt: now, firstPaid: false, version: sql`${chapters.version} + 1`, updatedAt: now }).where(eq(chapters.id, chapterId));
}

/** The chapter's history, newest first, without the texts. */
export async function versionList(db: Db | Tx, chapterId: number) {
  return db
    .select({ version: chapterVersions.version, title: chapterVersions.title, words: chapterVersions.words, kind: chapterVersions.kind, savedAt: chapterVersions.savedAt })
    .from(chapterVersions)
    .where(eq(chapterVersions.chapterId, chapterId))
    .orderBy(desc(chapterVersions.version))
    .limit(200);
}

export async function versionOf(db: Db | Tx, chapterId: number, version: number) {
  const [v] = await db
    .select()
    .from(chapterVersions)
    .where(and(eq(chapterVersions.chapterId, chapterId), eq(chapterVersions.version, version)));
  return v;
}

/**
 * What moving the first paid chapter to `code` touches: the chapters from it on per status, the
 * chapters from the current first paid one (`current`) up to it, and the last chapter's code.
 */
export async function paidLineFigures(db: Db | Tx, novelId: number, code: number, current: number | null) {
  const byStatus = await db
    .select({ status: chapters.status, n: count() })
    .from(chapters)
    .where(and(eq(chapters.novelId, novelId), gte(chapters.code, code), ne(chapters.status, 'deleted')))
    .groupBy(chapters.status);
  const [{ free }] =
    current !== null && current < code
      ? await db
          .select({ free: count() })
          .from(chapters)
          .where(and(eq(chapters.novelId, novelId), gte(chapters.code, current), sql`${chapters.code} < ${code}`, ne(chapters.status, 'deleted')))
      : [{ free: 0 }];
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${chapters.code}), 0)::int` })
    .from(chapters)
    .where(and(eq(chapters.novelId, novelId), ne(chapters.status, 'deleted')));
  return { byStatus, free, last };
}

/** Makes `chapterId` the novel's one first paid chapter. */
export async function setFirstPaidChapter(tx: Tx, novelId: number, chapterId: number, now: Date) {
  await tx
    .update(chapters)
    .set({ firstPaid: sql`${chapters.id} = ${chapterId}`, updatedAt: now })
    .where(and(eq(chapters.novelId, novelId), sql`(${chapters.firstPaid} or ${chapters.id} = ${chapterId})`));
}

/** The code of the novel's first paid chapter, if one is set. */
export async function firstPaidCode(db: Db | Tx, novelId: number): Promise<number | null> {
  const [row] = await db
    .select({ code: chapters.code })
    .from(chapters)
    .where(and(eq(chapters.novelId, novelId), eq(chapters.firstPaid, true), inArray(chapters.status, [...FIRST_PAID_STATUSES])))
    .limit(1);
  return row?.code ?? null;
}

export interface OneStatementSave {
  authorId: number;
  chapterId: number;
  novelId: number;
  /** the version the author's text is based on: another one changes nothing */
  version: number;
  changes: Partial<Chapter>;
  /** words of the live text after the save */
  liveWords: number;
  /** the text the author works on after the save, and its words */
  text: { title: string; doc: ChapterDoc; words: number };
  kind: ChapterVersionEntry['kind'];
  /** words added to the working text (the writing calendar counts only what was added) */
  addedWords: number;
  released: boolean;
  /** change of the novel's live word count */
  liveDelta: number;
  /** the chapter is live after the save (a draft novel becomes released) */
  live: boolean;
  now: Date;
}

/**
 * A save in one statement, so an autosave costs one round trip whatever the novel's size: the
 * chapter (only on `version`), its history entry (autosaves minutes apart share one), the writing
 * log and the novel's figures moved by the difference instead of recounting every chapter. Every
 * part depends on the chapter's update, so a stale version changes nothing. Returns whether it saved.
 */
export async function saveInOneStatement(db: Db | Tx, s: OneStatementSave): Promise<boolean> {
  const update = db
    .update(chapters)
    .set({ ...s.changes, words: s.liveWords, version: sql`${chapters.version} + 1`, updatedAt: s.now })
    .where(and(eq(chapters.id, s.chapterId), eq(chapters.version, s.version), sql`${chapters.status} <> 'deleted'`))
    .returning({ id: chapters.id, version: chapters.version });
  const mergeSince = new Date(s.now.getTime() - AUTOSAVE_MERGE_MINUTES * 60_000);
  const { contentDoc, content } = versionContentColumns(s.text.doc);
  const doc = JSON.stringify(contentDoc);
  const result = (await db.execute(sql`
    with upd as (${update.getSQL()}),
    last_v as (
      select id, kind, created_at as saved_at from ${chapterVersions} where chapter_id = ${s.chapterId} order by version desc limit 1
    ),
    merged as (
      update ${chapterVersions} v set version = upd.version, title = ${s.text.title}, content = ${content}, content_doc = ${doc}::jsonb, words = ${s.text.words}
      from upd, last_v
      where v.id = last_v.id and ${s.kind} = 'autosave' and last_v.kind = 'autosave' and last_v.saved_at > ${mergeSince}
      returning v.id
    ),
    added as (
      insert into ${chapterVersions} (chapter_id, version, title, content, content_doc, words, kind, created_at)
      select ${s.chapterId}, upd.version, ${s.text.title}, ${content}, ${doc}::jsonb, ${s.text.words}, ${s.kind}, ${s.now} from upd
      where not exists (select 1 from merged)
      returning id
    ),
    logged as (
      insert into ${writingLog} (author_id, chapter_id, at, words, released, source)
      select ${s.authorId}, ${s.chapterId}, ${s.now}, ${Math.max(0, s.addedWords)}, ${s.released ? 1 : 0}, ${writingSource(s.kind, s.addedWords)} from upd
      where ${Math.max(0, s.addedWords) > 0 || s.released}
      returning id
    ),
    novel as (
      update ${novels} set word_count = word_count + ${s.liveDelta},
        status = case when status = 'draft' and ${s.live} then 'released' else status end,
        last_update_at = ${s.now}
      where id = ${s.novelId} and exists (select 1 from upd)
      returning id
    )
    select (select count(*) from upd)::int as saved, (select count(*) from merged) + (select count(*) from added) + (select count(*) from logged) + (select count(*) from novel) as side`)) as unknown as {
    rows: { saved: number | string }[];
  };
  return Number(result.rows[0]?.saved ?? 0) === 1;
}

/**
 * Drafts appended after the novel's last chapter in the caller's transaction, in order, each with its first
 * history entry: one code increment and one insert each for chapters and history, whatever their number.
 * Nothing reaches the writing calendar: the words were written before, elsewhere.
 */
export async function appendDrafts(tx: Tx | Db, novelId: number, drafts: { title: string; doc: ChapterDoc; words: number }[], now: Date): Promise<Chapter[]> {
  if (!drafts.length) return [];
  const [{ last }] = await tx
    .update(novels)
    .set({ lastChapterCode: sql`${novels.lastChapterCode} + ${drafts.length}` })
    .where(eq(novels.id, novelId))
    .returning({ last: novels.lastChapterCode });
  const first = last - drafts.length + 1;
  const rows = await tx
    .insert(chapters)
    .values(drafts.map((d, i) => ({ novelId, code: first + i, title: d.title, ...liveContentColumns(d.doc), words: d.words, status: 'draft', createdAt: now, updatedAt: now })))
    .returning();
  await tx.insert(chapterVersions).values(rows.map((row) => ({ chapterId: row.id, version: row.version, title: row.title, ...versionContentColumns(row.contentDoc), words: row.words, kind: 'draft', savedAt: now })));
  await recountNovel(tx, novelId, now);
  return rows;
}

/** An update of a live chapter with its novel and the author's editor, for review (a deleted novel's reads as missing). */
export async function updateForReview(db: Db | Tx, chapterId: number) {
  const [row] = await db
    .select({ chapter: chapters, novel: novels, editorId: authors.editorId })
    .from(chapters)
    .innerJoin(novels, eq(novels.id, chapters.novelId))
    .innerJoin(authors, eq(authors.userId, novels.authorId))
    .where(and(eq(chapters.id, chapterId), isNull(novels.deletedAt)))
    .limit(1);
  return row;
}

/** Makes the reviewed text live if the chapter is still at `version`; returns the chapter, or undefined when the author saved meanwhile. */
export async function approveUpdate(tx: Tx | Db, chapterId: number, version: number, live: Partial<typeof chapters.$inferInsert>): Promise<Chapter | undefined> {
  const [row] = await tx
    .update(chapters)
    .set(live)
    .where(and(eq(chapters.id, chapterId), eq(chapters.version, version)))
    .returning();
  return row;
}

/** Marks the chapter's update rejected with its reason (the author's edit stays). */
export async function rejectUpdate(tx: Tx | Db, chapterId: number, reason: string, at: Date) {
  await tx.update(chapters).set({ updatedContentStatus: 'rejected', rejectReason: reason, updatedAt: at }).where(eq(chapters.id, chapterId));
}

/** Updates of live chapters waiting for review with novel title and pen name, of one editor's authors (or all), oldest first. */
export async function updatesWaiting(db: Db | Tx, editorId: number | undefined) {
  return db
    .select({ chapter: chapters, novelTitle: novels.title, penName: authors.penName })
    .from(chapters)
    .innerJoin(novels, eq(novels.id, chapters.novelId))
    .innerJoin(authors, eq(authors.userId, novels.authorId))
    .where(and(eq(chapters.updatedContentStatus, 'pending_review'), isNull(novels.deletedAt), editorId === undefined ? undefined : eq(authors.editorId, editorId)))
    .orderBy(asc(chapters.submittedAt));
}

/** Tries the release job's advisory lock until the transaction ends; false when another instance holds it. */
export async function tryReleaseLock(tx: Tx | Db, key: number): Promise<boolean> {
  // Both drivers answer { rows }; the lock ends with the transaction, so a crashed instance never keeps it.
  const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as unknown as { rows: { locked: boolean }[] };
  return Boolean(lock.rows[0]?.locked);
}

/** Releases the scheduled chapters due at `now` (the status change is the guard); returns them. */
export async function releaseDue(tx: Tx | Db, now: Date) {
  return tx
    .update(chapters)
    .set({ status: 'released', updatedAt: now })
    .where(and(eq(chapters.status, 'scheduled'), lte(chapters.releaseAt, now)))
    .returning({ id: chapters.id, novelId: chapters.novelId, code: chapters.code, title: chapters.title, releaseAt: chapters.releaseAt, silent: chapters.releaseSilent });
}

/** The author of each of these novels. */
export async function novelAuthors(db: Db | Tx, novelIds: number[]) {
  return db.select({ id: novels.id, authorId: novels.authorId }).from(novels).where(inArray(novels.id, novelIds));
}

/** The author's words written and chapters released per day (YYYY-MM-DD in `timeZone`) from `from` to `to`, by day. */
export async function writingDays(db: Db | Tx, authorId: number, { from, to, timeZone }: { from: string; to: string; timeZone: string }) {
  const day = sql<string>`to_char(${writingLog.at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inRange = sql`(${writingLog.at} at time zone ${timeZone})::date between ${from}::date and ${to}::date`;
  return db
    .select({ date: day, words: sql<number>`sum(${writingLog.words})::int`, chapters: sql<number>`sum(${writingLog.released})::int` })
    .from(writingLog)
    .where(and(eq(writingLog.authorId, authorId), inRange))
    // By position: the zone is a parameter, and "$1" in the select is not "$2" in a GROUP BY to PostgreSQL.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** Every day (YYYY-MM-DD in `timeZone`) the author wrote words on. */
export async function writingHistory(db: Db | Tx, authorId: number, timeZone: string) {
  const day = sql<string>`to_char(${writingLog.at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .selectDistinct({ date: day })
    .from(writingLog)
    .where(and(eq(writingLog.authorId, authorId), sql`${writingLog.words} > 0`));
}

/** The author's scheduled releases per day (YYYY-MM-DD in `timeZone`) from `from` to before `until`, by day. */
export async function scheduledReleases(db: Db | Tx, authorId: number, timeZone: string, from: Date, until: Date) {
  const releaseDay = sql<string>`to_char(${chapters.releaseAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return db
    .select({ date: releaseDay, chapters: sql<number>`count(*)::int` })
    .from(chapters)
    .innerJoin(novels, eq(novels.id, chapters.novelId))
    .where(and(eq(novels.authorId, authorId), eq(chapters.status, 'scheduled'), gte(chapters.releaseAt, from), lt(chapters.releaseAt, until)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** Moves a scheduled chapter's release (and whether it goes out quietly); a chapter released or unscheduled meanwhile is left as it is. */
export async function moveScheduledRelease(db: Db | Tx, chapterId: number, at: Date, silent: boolean, now: Date) {
  await db
    .update(chapters)
    .set({ releaseAt: at, releaseSilent: silent, updatedAt: now })
    .where(and(eq(chapters.id, chapterId), eq(chapters.status, 'scheduled')));
}

/** Moves many scheduled chapters to new dates in one statement (the planner re-flowing a long queue). */
export async function moveScheduledReleases(db: Db | Tx, moves: readonly { id: number; at: Date; silent: boolean }[], now: Date) {
  if (!moves.length) return;
  const rows = JSON.stringify(moves.map((m) => ({ id: m.id, at: m.at.toISOString(), silent: m.silent })));
  await db.execute(sql`
    update chapters c set release_at = m.at, release_silent = m.silent, updated_at = ${now}
    from jsonb_to_recordset(${rows}::jsonb) as m(id int, at timestamptz, silent boolean)
    where c.id = m.id and c.status = 'scheduled'`);
}

/** A novel's chapters as the release planner lists them: number, title (the edit's when there is one), words, status, date. */
export async function planChapters(db: Db | Tx, novelId: number) {
  return db
    .select({ id: chapters.id, code: chapters.code, title: sql<string>`coalesce(${chapters.draftTitle}, ${chapters.title})`, words: chapters.words, status: chapters.status, releaseAt: chapters.releaseAt, releaseSilent: chapters.releaseSilent })
    .from(chapters)
    .where(and(eq(chapters.novelId, novelId), inArray(chapters.status, ['draft', 'scheduled'])))
    .orderBy(chapters.code);
}

/** The chapter is announced to followers when it goes out, as by default. */
export async function clearReleaseSilence(db: Db | Tx, chapterId: number) {
  await db.update(chapters).set({ releaseSilent: false }).where(and(eq(chapters.id, chapterId), eq(chapters.releaseSilent, true)));
}
