import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { ARCHIVE_LINK_DAYS, WEEKLY_ARCHIVE_DAYS, type ArchiveKind } from '../../../domain/archive';
import type { ArchiveOverview, ArchiveStatusData } from '../../../domain/api/archive';
import { notFound } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/queue';
import type { Storage } from '../../lib/storage/storage';
import { audit, type AuditOrigin } from '../audit';
import { queueMail } from '../mail';
import type { Notices } from '../notification';
import { ArchiveWriter } from './archive-writer';
import { buildPersonalArchive } from './build-personal';
import { buildWorksArchive } from './build-works';
import { archiveJobsRepository, archiveSourceRepository, archivesRepository, type ArchiveRow } from './repository';

/** Builds one archive: `{ archiveId }`. */
export const ARCHIVE_JOB = 'archive.build';
/** Asks for the weekly archives that are due, and removes expired ones. */
export const ARCHIVE_WEEKLY_JOB = 'archive.weekly';

const DAY_MS = 86_400_000;
/** An archive still queued or building this long after it was asked for lost its job, and shows as failed. */
const ABANDONED_AFTER_MS = 3_600_000;
/** Progress is written at most this often while a large archive builds (each write is one UPDATE). */
const PROGRESS_STEP = 2;

export interface ArchiveDeps {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  notices: Notices;
  now: () => Date;
}

/** The archives an author asks for, their status, the weekly setting, and the jobs that build and expire them. */
export function archiveService({ db, storage, jobs, notices, now }: ArchiveDeps) {
  async function status(row: ArchiveRow): Promise<ArchiveStatusData> {
    const at = now();
    const live = row.status === 'ready' && row.storageKey && row.expiresAt && row.expiresAt > at;
    const seconds = live ? Math.floor((row.expiresAt!.getTime() - at.getTime()) / 1000) : 0;
    return {
      archive_id: row.id,
      kind: row.kind as ArchiveKind,
      status: row.status as ArchiveStatusData['status'],
      expired: row.status === 'ready' && !live,
      progress: row.progress,
      url: live ? await storage.signedUrl(row.storageKey!, seconds) : null,
      expires_at: live ? row.expiresAt!.toISOString() : null,
      bytes: live ? row.bytes : null,
      requested_at: row.createdAt.toISOString(),
      automatic: row.automatic,
    };
  }

  /** Queues an archive of `kind`, or answers the one of that kind already queued or building. */
  async function request(authorId: number, kind: ArchiveKind, automatic = false): Promise<{ archive_id: string; created: boolean }> {
    const repo = archivesRepository(db, authorId);
    const created = await repo.insert({ id: randomBytes(16).toString('hex'), kind, automatic });
    if (!created) {
      const running = await repo.underWay(kind);
      if (running) return { archive_id: running.id, created: false };
      // It finished between the two statements: ask again.
      return request(authorId, kind, automatic);
    }
    await jobs.send(ARCHIVE_JOB, { archiveId: created.id });
    return { archive_id: created.id, created: true };
  }

  /** The job: builds the archive, stores it privately, and tells the author by a notice and a mail. */
  async function build(archiveId: string): Promise<void> {
    const authorId = await archiveJobsRepository(db).owner(archiveId);
    if (authorId === undefined) return;
    const repo = archivesRepository(db, authorId);
    if (!(await repo.start(archiveId))) return;
    const row = (await repo.find(archiveId))!;
    const startedAt = now();
    try {
      // The ZIP goes to storage as it is built: the job holds a step's files at most, never the archive.
      const writer = new ArchiveWriter(startedAt);
      const saving = storage.saveStream('archive', writer.stream, 'application/zip', 'zip');
      // Storage that fails stops the build at its next step (the writer says why); awaited below.
      saving.catch((err: unknown) => writer.abort(err instanceof Error ? err : new Error(String(err))));
      let shown = 0;
      const progress = async (share: number) => {
        await writer.drained();
        const percent = Math.min(99, Math.floor(share * 100));
        if (percent - shown < PROGRESS_STEP) return;
        shown = percent;
        await repo.progress(archiveId, percent);
      };
      const context = { db, storage, authorId, writer, now: startedAt, progress };
      let bytes: number;
      try {
        if (row.kind === 'personal') await buildPersonalArchive(context);
        else await buildWorksArchive(context);
        bytes = writer.finish({ archiveId, kind: row.kind as ArchiveKind, authorId, createdAt: startedAt }).bytes;
      } catch (err) {
        writer.abort(err as Error);
        await saving.catch(() => undefined);
        throw err;
      }
      const saved = await saving;
      const finishedAt = now();
      const expiresAt = new Date(finishedAt.getTime() + ARCHIVE_LINK_DAYS * DAY_MS);
      const { user } = await archiveSourceRepository(db, authorId).profile();
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        await archivesRepository(tx, authorId).finish(archiveId, { status: 'ready', storageKey: saved.key, bytes, finishedAt, expiresAt });
        await notices.notify(tx, authorId, { kind: 'account', template: `notice.archive.${row.kind}.ready`, params: { days: ARCHIVE_LINK_DAYS }, link: '/account/archive' });
        if (!user.email.endsWith('.invalid')) {
          await queueMail(tx, { to: user.email, template: 'archive_ready', lang: user.lang, site: user.fromSite, params: { link: notices.mailLink('/account/archive'), days: ARCHIVE_LINK_DAYS } });
        }
      });
    } catch (err) {
      await repo.finish(archiveId, { status: 'failed', finishedAt: now() });
      await notices.notify(db, authorId, { kind: 'account', template: 'notice.archive.failed', link: '/account/archive' });
      throw err;
    }
  }

  return {
    request,
    build,

    async status(authorId: number, archiveId: string): Promise<ArchiveStatusData> {
      const row = await archivesRepository(db, authorId).find(archiveId);
      if (!row) throw notFound('archive.notFound');
      return status(row);
    },

    async overview(authorId: number): Promise<ArchiveOverview> {
      const repo = archivesRepository(db, authorId);
      const [works, personal, weekly] = await Promise.all([repo.latest('works'), repo.latest('personal'), repo.weekly()]);
      return { weekly, works: works ? await status(works) : null, personal: personal ? await status(personal) : null, link_days: ARCHIVE_LINK_DAYS };
    },

    async setWeekly(authorId: number, weekly: boolean): Promise<void> {
      await archivesRepository(db, authorId).setWeekly(weekly);
    },

    /** "Download my data", after the password: its reading of the payee details is audited like a reveal. */
    async requestPersonal(authorId: number, origin: AuditOrigin): Promise<{ archive_id: string; created: boolean }> {
      const asked = await request(authorId, 'personal');
      if (asked.created) {
        await audit(db, { actor: { kind: 'author', id: authorId }, action: 'payee.revealed', subject: { kind: 'payee', id: authorId, userId: authorId }, after: { archive_id: asked.archive_id }, origin });
        await audit(db, { actor: { kind: 'author', id: authorId }, action: 'personal.exported', subject: { kind: 'profile', id: authorId, userId: authorId }, after: { archive_id: asked.archive_id }, origin });
      }
      return asked;
    },

    /**
     * The weekly job (hourly): fails the archives whose job was lost, asks for the weekly archives that are due
     * and removes the files whose link has expired.
     */
    async weekly(): Promise<{ asked: number; expired: number; abandoned: number }> {
      const at = now();
      const jobsRepo = archiveJobsRepository(db);
      const abandoned = await jobsRepo.abandon(new Date(at.getTime() - ABANDONED_AFTER_MS), at);
      const due = await jobsRepo.weeklyDue(new Date(at.getTime() - WEEKLY_ARCHIVE_DAYS * DAY_MS));
      for (const authorId of due) {
        await request(authorId, 'works', true);
        await archivesRepository(db, authorId).weeklyAsked(at);
      }
      const expired = await jobsRepo.expired(at);
      for (const row of expired) {
        if (row.storageKey) await storage.remove('private', row.storageKey);
        await jobsRepo.markExpired(row.id);
      }
      return { asked: due.length, expired: expired.length, abandoned };
    },
  };
}

export type ArchiveService = ReturnType<typeof archiveService>;
