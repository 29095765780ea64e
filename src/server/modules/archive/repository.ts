import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  archiveSettings,
  archives,
  auditLog,
  authorIntros,
  authors,
  contractApplications,
  notificationPrefs,
  notifications,
  payeeChanges,
  payeeDetails,
  sessions,
  supportMessages,
  supportTickets,
  uploads,
  userDevices,
  users,
} from '../../db/schema';
import type { ArchiveKind, ArchiveStatus } from '../../../domain/archive';
import { chapterArchiveRepository } from '../chapter';
import { commentArchiveRepository } from '../comment';
import { contractArchiveRepository } from '../contract';
import { ledgerArchiveRepository } from '../ledger';
import { novelArchiveRepository } from '../novel';
import { payoutArchiveRepository } from '../payout';
import { statsArchiveRepository } from '../stats';

export type ArchiveRow = typeof archives.$inferSelect;

/** The archives of one author and the rows an archive of theirs is built from; every query is scoped to them. */
export function archivesRepository(db: Db, authorId: number) {
  const mine = (id: string) => and(eq(archives.id, id), eq(archives.authorId, authorId));
  return {
    /** A new queued archive, unless one of the kind is queued or building already (then undefined). */
    async insert(row: { id: string; kind: ArchiveKind; automatic: boolean }): Promise<ArchiveRow | undefined> {
      const [created] = await db
        .insert(archives)
        .values({ ...row, authorId })
        .onConflictDoNothing({ target: [archives.authorId, archives.kind], where: sql`${archives.status} in ('queued', 'building')` })
        .returning();
      return created;
    },
    async underWay(kind: ArchiveKind): Promise<ArchiveRow | undefined> {
      const [row] = await db.select().from(archives).where(and(eq(archives.authorId, authorId), eq(archives.kind, kind), inArray(archives.status, ['queued', 'building'])));
      return row;
    },
    async find(id: string): Promise<ArchiveRow | undefined> {
      const [row] = await db.select().from(archives).where(mine(id));
      return row;
    },
    async latest(kind: ArchiveKind): Promise<ArchiveRow | undefined> {
      const [row] = await db.select().from(archives).where(and(eq(archives.authorId, authorId), eq(archives.kind, kind))).orderBy(desc(archives.createdAt), desc(archives.id)).limit(1);
      return row;
    },
    /** Moves a queued archive to building; false when it is not queued (a duplicate or retried job). */
    async start(id: string): Promise<boolean> {
      const done = await db.update(archives).set({ status: 'building', progress: 0 }).where(and(mine(id), inArray(archives.status, ['queued', 'building']))).returning({ id: archives.id });
      return done.length > 0;
    },
    async progress(id: string, progress: number): Promise<void> {
      await db.update(archives).set({ progress }).where(and(mine(id), eq(archives.status, 'building')));
    },
    async finish(id: string, outcome: { status: Extract<ArchiveStatus, 'ready' | 'failed'>; storageKey?: string; bytes?: number; finishedAt: Date; expiresAt?: Date }): Promise<void> {
      await db
        .update(archives)
        .set({ status: outcome.status, progress: outcome.status === 'ready' ? 100 : sql`${archives.progress}`, storageKey: outcome.storageKey ?? null, bytes: outcome.bytes ?? null, finishedAt: outcome.finishedAt, expiresAt: outcome.expiresAt ?? null })
        .where(mine(id));
    },
    async weekly(): Promise<boolean> {
      const [row] = await db.select({ weekly: archiveSettings.weekly }).from(archiveSettings).where(eq(archiveSettings.authorId, authorId));
      return row?.weekly ?? false;
    },
    async setWeekly(weekly: boolean): Promise<void> {
      await db.insert(archiveSettings).values({ authorId, weekly }).onConflictDoUpdate({ target: archiveSettings.authorId, set: { weekly } });
    },
    async weeklyAsked(at: Date): Promise<void> {
      await db.update(archiveSettings).set({ lastWeeklyAt: at }).where(eq(archiveSettings.authorId, authorId));
    },
  };
}

/** What the archive jobs read across authors: the weekly ones due, and the expired files to remove. */
export function archiveJobsRepository(db: Db) {
  return {
    async weeklyDue(before: Date): Promise<number[]> {
      const rows = await db
        .select({ authorId: archiveSettings.authorId })
        .from(archiveSettings)
        .where(and(eq(archiveSettings.weekly, true), or(isNull(archiveSettings.lastWeeklyAt), lte(archiveSettings.lastWeeklyAt, before))));
      return rows.map((r) => r.authorId);
    },
    async expired(now: Date): Promise<ArchiveRow[]> {
      return db.select().from(archives).where(and(eq(archives.status, 'ready'), isNotNull(archives.storageKey), lte(archives.expiresAt, now)));
    },
    /** Archives queued or building since before `before`: their job was lost (an instance stopped mid-build). */
    async abandon(before: Date, at: Date): Promise<number> {
      const rows = await db
        .update(archives)
        .set({ status: 'failed', finishedAt: at })
        .where(and(inArray(archives.status, ['queued', 'building']), lte(archives.createdAt, before)))
        .returning({ id: archives.id });
      return rows.length;
    },
    async markExpired(id: string): Promise<void> {
      await db.update(archives).set({ storageKey: null }).where(eq(archives.id, id));
    },
    async owner(id: string): Promise<number | undefined> {
      const [row] = await db.select({ authorId: archives.authorId }).from(archives).where(eq(archives.id, id));
      return row?.authorId;
    },
  };
}

/**
 * The rows an archive is made of, all the author's own. Read-only; chapter documents and their history are read a
 * novel at a time, so a large body of work never sits in memory whole.
 */
export function archiveSourceRepository(db: Db, authorId: number) {
  const chapterRows = chapterArchiveRepository(db, authorId);
  return {
    async profile() {
      const [user] = await db.select({ id: users.id, email: users.email, lang: users.lang, fromSite: users.fromSite, createdAt: users.createdAt }).from(users).where(eq(users.id, authorId));
      const [author] = await db.select().from(authors).where(eq(authors.userId, authorId));
      const intros = await db.select({ text: authorIntros.text, status: authorIntros.status, submittedAt: authorIntros.submittedAt }).from(authorIntros).where(eq(authorIntros.userId, authorId)).orderBy(asc(authorIntros.submittedAt));
      return { user, author, intros };
    },
    novels: novelArchiveRepository(db, authorId).novels,
    chapters: chapterRows.chapters,
    versions: chapterRows.versions,
    uploads: () => db.select().from(uploads).where(and(eq(uploads.ownerId, authorId), inArray(uploads.kind, ['avatar', 'cover']))).orderBy(asc(uploads.createdAt)),
    replies: commentArchiveRepository(db, authorId).replies,
    statsDays: statsArchiveRepository(db).days,
    ledger: ledgerArchiveRepository(db, authorId).lines,
    payouts: payoutArchiveRepository(db, authorId).payouts,
    contracts: contractArchiveRepository(db, authorId).contracts,
  };
}

/** The personal data the account holds, for "Download my data". */
export function personalDataRepository(db: Db, userId: number) {
  return {
    sessions: () => db.select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.id)),
    devices: () => db.select().from(userDevices).where(eq(userDevices.userId, userId)),
    noticePrefs: () => db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId)),
    notices: () => db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    tickets: () => db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(asc(supportTickets.id)),
    ticketMessages: (ticketIds: number[]) => (ticketIds.length ? db.select().from(supportMessages).where(inArray(supportMessages.ticketId, ticketIds)).orderBy(asc(supportMessages.id)) : Promise.resolve([])),
    applications: () => db.select().from(contractApplications).where(eq(contractApplications.authorId, userId)).orderBy(asc(contractApplications.id)),
    payee: async () => (await db.select().from(payeeDetails).where(eq(payeeDetails.authorId, userId)))[0],
    payeeChanges: () => db.select().from(payeeChanges).where(eq(payeeChanges.authorId, userId)).orderBy(asc(payeeChanges.id)),
    /** who read or changed the account's personal data: the audit rows about it */
    audit: () =>
      db
        .select({ at: auditLog.createdAt, actorKind: auditLog.actorKind, actorId: auditLog.actorId, action: auditLog.action, subjectKind: auditLog.subjectKind, subjectId: auditLog.subjectId })
        .from(auditLog)
        .where(eq(auditLog.subjectUserId, userId))
        .orderBy(asc(auditLog.id)),
  };
}
