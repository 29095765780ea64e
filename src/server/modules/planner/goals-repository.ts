import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { writingGoals } from '../../db/schema';
import type { GoalPeriod } from '../../../domain/writing-goal';

/** Novels' writing goals (the planner checks the novel is the author's before it asks). */
export function goalsRepository(db: Db | Tx) {
  return {
    async goal(novelId: number) {
      const [row] = await db.select().from(writingGoals).where(eq(writingGoals.novelId, novelId));
      return row;
    },
    async save(novelId: number, values: { period: GoalPeriod; words: number; timeZone: string }, now: Date) {
      await db
        .insert(writingGoals)
        .values({ novelId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: writingGoals.novelId, set: { ...values, updatedAt: now } });
    },
  };
}
