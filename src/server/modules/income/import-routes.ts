import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { eq } from 'drizzle-orm';
import { incomeImports } from '../../db/schema';
import { Id } from '../../../domain/api/common';
import { ValidationError } from '../../lib/errors';
import { doc, query, responses } from '../../lib/openapi';
import { audit, originOf } from '../audit/audit';
import { IMPORT_JOB, runRecordedImport } from './csv-import';

/** The largest income CSV one upload takes (about 2 million lines); bigger files go in parts or straight through the CLI. */
export const IMPORT_MAX_BYTES = 128 * 1024 * 1024;

/**
 * The back office's income import (issue 16): the CSV is kept in private storage (shared by every
 * instance), a row records the import, and the job queue runs it on one instance, which streams
 * the rows from the stored file into the ledger and keeps the row current for `income:imports`.
 */
const incomeImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.jobs.work(
    IMPORT_JOB,
    async (data) => {
      const id = Number(data.id);
      const [row] = await app.db.select().from(incomeImports).where(eq(incomeImports.id, id));
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

  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/admin/v1/income.import',
    {
      onRequest: app.authenticateStaff('admin'),
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        ...doc('back office', 'Import platform income lines from a CSV body (text/csv; columns id, original_book_id, day, coins, rate, currency[, share_bp]): queued, then read row by row; follow it with income.imports', 'staff'),
        consumes: ['text/csv'],
        querystring: query({ file_name: Type.Optional(Type.String({ maxLength: 200, description: 'the file’s name, for the record' })) }),
        response: responses(Type.Object({ id: Id('the import', 3), status: Type.Literal('queued') })),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new ValidationError({ file: { id: 'validation.required' } });
      const saved = await app.storage.saveFile('income_import', body, 'text/csv', 'csv');
      const [row] = await app.db
        .insert(incomeImports)
        .values({ fileName: request.query.file_name?.trim() || 'upload.csv', storageKey: saved.key, createdBy: request.staff!.id })
        .returning({ id: incomeImports.id });
      await audit(app.db, { actor: { kind: 'staff', id: request.staff!.id }, action: 'income.importQueued', subject: { kind: 'income_import', id: row.id }, after: { bytes: body.length }, origin: originOf(request) });
      await app.jobs.send(IMPORT_JOB, { id: row.id });
      return reply.ok({ id: row.id, status: 'queued' as const });
    },
  );

};

export default incomeImportRoutes;
