import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authors, novels, users, welfareClaims, welfarePrograms } from '../../db/schema';

type Claim = typeof welfareClaims.$inferSelect;

/** Welfare claims: applications and grants. Build it from a transaction to join it. */
export function claimsRepository(db: Db) {
  return {
    /** Records a claim unless one with the same program, author and key exists; returns it when recorded. */
    async addIfNew(values: typeof welfareClaims.$inferInsert): Promise<Claim | undefined> {
      const [claim] = await db.insert(welfareClaims).values(values).onConflictDoNothing().returning();
      return claim;
    },

    /** Marks the claim granted with its ledger line. */
    async grant(id: number, decision: { ledgerLineId: number; decidedBy: number | null; decidedAt: Date }) {
      await db
        .update(welfareClaims)
        .set({
          status: 'granted',
          ledgerLineId: decision.ledgerLineId,
          decidedBy: decision.decidedBy,
          decidedAt: decision.decidedAt,
        })
        .where(eq(welfareClaims.id, id));
    },

    /** Marks the claim rejected with its reason. */
    async reject(id: number, decision: { reason: string; decidedBy: number; decidedAt: Date }) {
      await db
        .update(welfareClaims)
        .set({ status: 'rejected', reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: decision.decidedAt })
        .where(eq(welfareClaims.id, id));
    },

    /** The author's claims in these programs, with their work's title. */
    async ofPrograms(authorId: number, programIds: number[]) {
      return db
        .select({ claim: welfareClaims, title: novels.title })
        .from(welfareClaims)
        .leftJoin(novels, eq(novels.id, welfareClaims.novelId))
        .where(and(eq(welfareClaims.authorId, authorId), inArray(welfareClaims.programId, programIds)));
    },

    /** The author's claims with program and title, newest first, at most `limit`. */
    async ofAuthor(authorId: number, limit: number) {
      return db
        .select({ claim: welfareClaims, program: welfarePrograms, title: novels.title })
        .from(welfareClaims)
        .innerJoin(welfarePrograms, eq(welfarePrograms.id, welfareClaims.programId))
        .leftJoin(novels, eq(novels.id, welfareClaims.novelId))
        .where(eq(welfareClaims.authorId, authorId))
        .orderBy(desc(welfareClaims.id))
        .limit(limit);
    },

    /** The claim with its program and its author's editor, for review. */
    async forReview(id: number) {
      const [row] = await db
        .select({ claim: welfareClaims, program: welfarePrograms, editorId: authors.editorId })
        .from(welfareClaims)
        .innerJoin(welfarePrograms, eq(welfarePrograms.id, welfareClaims.programId))
        .innerJoin(authors, eq(authors.userId, welfareClaims.authorId))
        .where(eq(welfareClaims.id, id));
      return row;
    },

    /** Pending claims with program, title and email, of one editor's authors (or all), by id. */
    async pending(editorId: number | undefined) {
      return db
        .select({ claim: welfareClaims, program: welfarePrograms, title: novels.title, email: users.email })
        .from(welfareClaims)
        .innerJoin(welfarePrograms, eq(welfarePrograms.id, welfareClaims.programId))
        .innerJoin(users, eq(users.id, welfareClaims.authorId))
        .innerJoin(authors, eq(authors.userId, welfareClaims.authorId))
        .leftJoin(novels, eq(novels.id, welfareClaims.novelId))
        .where(and(eq(welfareClaims.status, 'pending'), editorId === undefined ? undefined : eq(authors.editorId, editorId)))
        .orderBy(welfareClaims.id);
    },
  };
}
