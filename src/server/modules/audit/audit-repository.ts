import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit trail: entries appended in the caller's transaction, read by subject. */
export function auditRepository(db: Db) {
  return {
    /** Appends one entry. */
    async add(values: typeof auditLog.$inferInsert) {
      await db.insert(auditLog).values(values);
    },

    /** Up to `limit` entries of a subject (its kind, id, or the user whose data it is) before the `cursor` id, newest first. */
    async entries(
      where: { subjectKind?: string; subjectId?: string; subjectUserId?: number },
      cursor: number | undefined,
      limit: number,
    ): Promise<AuditRow[]> {
      const conditions: SQL[] = [];
      if (where.subjectKind) conditions.push(eq(auditLog.subjectKind, where.subjectKind));
      if (where.subjectId) conditions.push(eq(auditLog.subjectId, where.subjectId));
      if (where.subjectUserId !== undefined) conditions.push(eq(auditLog.subjectUserId, where.subjectUserId));
      if (cursor) conditions.push(lt(auditLog.id, cursor));
      return db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}
