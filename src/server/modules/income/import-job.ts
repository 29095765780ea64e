import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_JOB, runRecordedImport } from './csv-import';
import { incomeImportsRepository } from './income-imports-repository';

/**
 * The income import's job (the back office's `income.import` queues it): one instance reads the
 * CSV kept in private storage (shared by every instance), streams its rows into the ledger and
 * keeps the import's row current for `income:imports`.
 */
const incomeImportJob: FastifyPluginAsync = async (app) => {
  await app.jobs.work(
    IMPORT_JOB,
    async (data) => {
      const id = Number(data.id);
      const row = await incomeImportsRepository(app.db).find(id);
      if (!row?.storageKey || row.status === 'done') return;
      const stored = await app.storage.read('private', row.storageKey);
      if (!stored) throw new Error(`income import ${id}: its file is gone`);
      const report = await runRecordedImport(app.db, id, Readable.from([stored.data]), { lang: 'en' }).catch((err: unknown) => {
        app.log.error({ err, import: id }, 'income import failed');
        return null;
      });
      if (report) app.log.info({ import: id, accepted: report.accepted, duplicates: report.duplicates, rejected: report.rejected_count }, 'income import done');
    },
    // A failed import is recorded as failed; running it again would only find duplicates.
    { retryLimit: 0 },
  );
};

export default incomeImportJob;
