import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { novels, programWarnings, releasePlans, releaseQueue, type ReleasePlan, type ReleaseQueueRow } from '../../db/schema';
import type { ReleaseSlot } from '../../../domain/release-plan';

export interface CadenceValues {
  timeZone: string;
  slots: ReleaseSlot[];
  pauseFrom: string | null;
  pauseTo: string | null;
}

/** A novel's cadence and queue (the planner checks the novel is the author's before it asks). */
export function plansRepository(db: Db | Tx) {
  return {
    async plan(novelId: number): Promise<ReleasePlan | undefined> {
      const [row] = await db.select().from(releasePlans).where(eq(releasePlans.novelId, novelId));
      return row;
    },
    async saveCadence(novelId: number, values: CadenceValues, now: Date): Promise<void> {
      await db
        .insert(releasePlans)
        .values({ novelId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: releasePlans.novelId, set: { ...values, updatedAt: now } });
    },
    queue(novelId: number): Promise<ReleaseQueueRow[]> {
      return db.select().from(releaseQueue).where(eq(releaseQueue.novelId, novelId)).orderBy(asc(releaseQueue.position));
    },
    /**
     * Replaces the queue when it is still at `version` (another tab's change in between answers
     * false): the plan row, created if need be, is the queue's lock and its version.
     */
    async replaceQueue(tx: Tx, novelId: number, version: number, rows: { chapterId: number; pinnedAt: Date | null; silent: boolean }[], now: Date): Promise<boolean> {
      await tx.insert(releasePlans).values({ novelId, updatedAt: now }).onConflictDoNothing();
      const [bumped] = await tx
        .update(releasePlans)
        .set({ version: sql`${releasePlans.version} + 1`, updatedAt: now })
        .where(and(eq(releasePlans.novelId, novelId), eq(releasePlans.version, version)))
        .returning({ version: releasePlans.version });
      if (!bumped) return false;
      const ids = rows.map((r) => r.chapterId);
      await tx.delete(releaseQueue).where(ids.length ? and(eq(releaseQueue.novelId, novelId), notInArray(releaseQueue.chapterId, ids)) : eq(releaseQueue.novelId, novelId));
      if (rows.length) {
        await tx
          .insert(releaseQueue)
          .values(rows.map((row, position) => ({ novelId, chapterId: row.chapterId, position, pinnedAt: row.pinnedAt, silent: row.silent })))
          .onConflictDoUpdate({ target: releaseQueue.chapterId, set: { position: sql`excluded.position`, pinnedAt: sql`excluded.pinned_at`, silent: sql`excluded.silent` } });
      }
      return true;
    },
    /** Every novel with release times, with its author and title and the last warning it had. */
    async withSlots() {
      return db
        .select({ novelId: releasePlans.novelId, authorId: novels.authorId, title: novels.title, warnedFor: releasePlans.warnedFor })
        .from(releasePlans)
        .innerJoin(novels, eq(novels.id, releasePlans.novelId))
        .where(and(sql`jsonb_array_length(${releasePlans.slots}) > 0`, isNull(novels.deletedAt)));
    },
    async setWarnedFor(novelId: number, warnedFor: string | null): Promise<void> {
      await db.update(releasePlans).set({ warnedFor }).where(eq(releasePlans.novelId, novelId));
    },
    /** Records a warning of a program breaking on a day; false when the author was warned of it already. */
    async markProgramWarned(authorId: number, programId: number, breaksOn: string): Promise<boolean> {
      const rows = await db.insert(programWarnings).values({ authorId, programId, breaksOn }).onConflictDoNothing().returning({ authorId: programWarnings.authorId });
      return rows.length > 0;
    },
    /** The author's novels that have release times, with their titles. */
    async withSlotsOf(authorId: number) {
      return db
        .select({ novelId: releasePlans.novelId, title: novels.title })
        .from(releasePlans)
        .innerJoin(novels, eq(novels.id, releasePlans.novelId))
        .where(and(eq(novels.authorId, authorId), sql`jsonb_array_length(${releasePlans.slots}) > 0`, isNull(novels.deletedAt)))
        .orderBy(asc(novels.id));
    },
    /** The author's novels that have a cadence. */
    async plannedNovels(authorId: number): Promise<number[]> {
      const rows = await db.select({ id: releasePlans.novelId }).from(releasePlans).innerJoin(novels, eq(novels.id, releasePlans.novelId)).where(eq(novels.authorId, authorId));
      return rows.map((r) => r.id);
    },
    async setProblem(chapterId: number, problem: string | null): Promise<void> {
      await db.update(releaseQueue).set({ problem }).where(eq(releaseQueue.chapterId, chapterId));
    },
  };
}

/** The cadence's zone of each of these novels that has a plan. */
export async function planZones(db: Db | Tx, novelIds: number[]): Promise<Map<number, string>> {
  if (!novelIds.length) return new Map();
  const rows = await db.select({ novelId: releasePlans.novelId, timeZone: releasePlans.timeZone }).from(releasePlans).where(inArray(releasePlans.novelId, novelIds));
  return new Map(rows.map((r) => [r.novelId, r.timeZone]));
}
