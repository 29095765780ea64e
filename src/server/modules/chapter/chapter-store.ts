import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapterVersions, chapters, novels, writingLog, type Chapter } from '../../db/schema';
import { AUTOSAVE_MERGE_MINUTES, LIVE_CHAPTER_STATUSES } from '../../../domain/chapter';
import type { ChapterVersionEntry } from '../../../domain/api/chapters';

/** A transaction or the database: every write below runs inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
export async function logWriting(tx: Tx | Db, entry: { authorId: number; chapterId: number; at: Date; words: number; released?: boolean }) {
  const words = Math.max(0, entry.words);
  if (!words && !entry.released) return;
  await tx.insert(writingLog).values({ authorId: entry.authorId, chapterId: entry.chapterId, at: entry.at, words, released: entry.released ? 1 : 0 });
}

/**
 * Adds the saved text to the history. Autosaves a few minutes apart share
 * one entry (the newest text wins), so the history lists moments, not keystrokes.
 */
export async function recordVersion(tx: Tx, chapter: Pick<Chapter, 'id' | 'version'>, text: { title: string; content: string; words: number }, kind: ChapterVersionEntry['kind'], at: Date) {
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

/** The code of the novel's first paid chapter, if one is set. */
export async function firstPaidCode(db: Db | Tx, novelId: number): Promise<number | null> {
  const [row] = await db
    .select({ code: chapters.code })
    .from(chapters)
    .where(and(eq(chapters.novelId, novelId), eq(chapters.firstPaid, true), inArray(chapters.status, ['draft', 'scheduled', 'released', 'updated'])))
    .limit(1);
  return row?.code ?? null;
}
