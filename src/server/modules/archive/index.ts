/**
 * The archive module's public face: the author's archives (everything they own, or the account's personal data),
 * built by a job into a private ZIP with a manifest. Reads other modules' rows read-only through their doors (each
 * module's archive repository); tells the author through the notification and mail modules' doors.
 */
import type { AppModule } from '../../lib/app-module';
import archiveRoutes from './routes';
import { ARCHIVE_JOB, ARCHIVE_WEEKLY_JOB, archiveService } from './service';

export { ARCHIVE_JOB, ARCHIVE_WEEKLY_JOB, archiveService } from './service';
/** An account being erased loses its archives here. */
export { eraseArchivesOf } from './erasure-repository';
export { MANIFEST_SCHEMA, MANIFEST_SCHEMA_PATH, type ArchiveManifest } from './manifest-schema';

/** How often the weekly archives and expiries are looked for. */
const WEEKLY_CHECK_MS = 3_600_000;

/** What the archive module adds: its routes, the build job (no retries: a failed build is shown, and asked for again), the weekly job. */
export function archiveModule(settings: { scheduleJobs: boolean }): AppModule {
  return {
    name: 'archive',
    async register(app, { now }) {
      const service = archiveService({ db: app.db, storage: app.storage, jobs: app.jobs, notices: app.notices, now });
      await app.jobs.work(ARCHIVE_JOB, async (data) => service.build(String(data.archiveId)), { retryLimit: 0 });
      await app.jobs.work(ARCHIVE_WEEKLY_JOB, async () => {
        const run = await service.weekly();
        if (run.asked + run.expired + run.abandoned) app.log.info(run, 'weekly archives asked for, expired ones removed, lost builds failed');
      });
      if (settings.scheduleJobs) app.addHook('onReady', async () => app.jobs.every(ARCHIVE_WEEKLY_JOB, WEEKLY_CHECK_MS));
      await app.register(archiveRoutes, { service });
    },
  };
}
