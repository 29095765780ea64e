import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** What an archive of the account reads of the audit log, read-only: who read or changed its personal data, in order. */
export function auditArchiveRepository(db: Db, userId: number) {
  return {
    aboutUser: () =>
      db
        .select({ at: auditLog.createdAt, actorKind: auditLog.actorKind, actorId: auditLog.actorId, action: auditLog.action, subjectKind: auditLog.subjectKind, subjectId: auditLog.subjectId })
        .from(auditLog)
        .where(eq(auditLog.subjectUserId, userId))
        .orderBy(asc(auditLog.id)),
  };
}
