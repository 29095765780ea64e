import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Db } from '../../db/client';
import { refreshStatistics } from '../../db/statistics';
import { INGEST_MAX_LINES } from '../../../domain/ledger';
import type { IncomeLineWire } from '../../../domain/api/platform';
import { AppError } from '../../lib/errors';
import { ApiCode } from '../../../domain/errors';
import { translate } from '../../lib/i18n';
import { ingestIncome } from './ingest';
import { incomeImportsRepository } from './income-imports-repository';
import { dayProblem } from '../../../domain/calendar-day';

/** The columns an income CSV must have (share_bp may be left out or empty). */
export const IMPORT_COLUMNS = ['id', 'original_book_id', 'day', 'coins', 'rate', 'currency'] as const;
/** Rejected rows kept in the report; the count covers them all. */
export const REPORT_LIMIT = 1_000;
/** The queued job that imports an uploaded file. */
export const IMPORT_JOB = 'income.import';

export interface ImportReport {
  rows_read: number;
  accepted: number;
  duplicates: number;
  rejected_count: number;
  rejected: { line: number; id: string; reason: string }[];
}

const WHOLE = /^\d{1,15}$/;

/** A CSV row as an income line, or the message id and values of what is wrong with it. */
function lineOf(row: Record<string, string | undefined>): IncomeLineWire | { error: string; values?: Record<string, string> } {
  const field = (name: string) => (row[name] ?? '').trim();
  for (const name of IMPORT_COLUMNS) if (!field(name)) return { error: 'income.csv.missing', values: { field: name } };
  if (field('id').length > 100) return { error: 'income.csv.invalid', values: { field: 'id' } };
  for (const name of ['original_book_id', 'coins']) if (!WHOLE.test(field(name))) return { error: 'income.csv.invalid', values: { field: name } };
  // Not a date at all is this file's problem; a day off the calendar or out of range is reported by the ingestion, as for the platform.
  if (dayProblem(field('day')) === 'format') return { error: 'income.csv.invalid', values: { field: 'day' } };
  const share = field('share_bp');
  if (share && (!WHOLE.test(share) || Number(share) > 10_000)) return { error: 'income.csv.invalid', values: { field: 'share_bp' } };
  const bookId = Number(field('original_book_id'));
  if (bookId < 1 || bookId > 2_147_483_647) return { error: 'income.csv.invalid', values: { field: 'original_book_id' } };
  return { id: field('id'), original_book_id: bookId, day: field('day'), coins: Number(field('coins')), rate: field('rate'), currency: field('currency').toUpperCase(), ...(share ? { share_bp: Number(share) } : {}) };
}

/**
 * Imports income lines from a CSV stream, row by row: csv-parse reads it as it arrives (a file
 * of any length in constant memory), each row is checked, good rows go to the ledger in batches
 * through the same ingestion as the platform API (idempotent by the line id), and every bad row is
 * reported with its line number and reason while the others are kept. `onProgress` is called
 * after each batch.
 */
export async function importIncomeCsv(db: Db, source: Readable, options: { lang: string; now?: Date; batch?: number; onProgress?(report: ImportReport): Promise<void> | void }): Promise<ImportReport> {
  const batchSize = Math.min(options.batch ?? 5_000, INGEST_MAX_LINES);
  const report: ImportReport = { rows_read: 0, accepted: 0, duplicates: 0, rejected_count: 0, rejected: [] };
  const reject = (line: number, id: string, reason: string) => {
    report.rejected_count++;
    if (report.rejected.length < REPORT_LIMIT) report.rejected.push({ line, id, reason });
  };
  let batch: IncomeLineWire[] = [];
  let lines: number[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const done = await ingestIncome(db, batch, { lang: options.lang, source: 'import', now: options.now });
    report.accepted += done.accepted;
    report.duplicates += done.duplicates;
    for (const r of done.rejected) reject(lines[r.index], r.id, r.reason);
    batch = [];
    lines = [];
    await options.onProgress?.(report);
  };
  const parser = source.pipe(parse({ columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), bom: true, skip_empty_lines: true, relax_column_count: true, info: true }));
  let checkedHeader = false;
  // csv-parse counts the rows whose length differs from the header's; a rise marks this row.
  let invalidSoFar = 0;
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string | undefined>; info: { lines: number; columns: unknown[] | boolean; invalid_field_length: number } }>) {
    if (!checkedHeader) {
      checkedHeader = true;
      const missing = IMPORT_COLUMNS.filter((c) => !(c in record));
      if (missing.length) throw new AppError(ApiCode.ValidationFailed, 'income.csv.header', { columns: missing.join(', ') });
    }
    report.rows_read++;
    const line = info.lines;
    const expected = Array.isArray(info.columns) ? info.columns.length : 0;
    const uneven = info.invalid_field_length > invalidSoFar;
    invalidSoFar = info.invalid_field_length;
    if (uneven) {
      reject(line, record.id ?? '', translate(options.lang, 'income.csv.columns', { expected }));
      continue;
    }
    const parsed = lineOf(record);
    if ('error' in parsed) {
      reject(line, record.id ?? '', translate(options.lang, parsed.error, parsed.values));
      continue;
    }
    batch.push(parsed);
    lines.push(line);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return report;
}

/** Runs an import and keeps its row current: running with progress, then done or failed. */
export async function runRecordedImport(db: Db, importId: number, source: Readable, options: { lang: string; now?: Date }): Promise<ImportReport> {
  const record = (report: ImportReport) => ({ rowsRead: report.rows_read, accepted: report.accepted, duplicates: report.duplicates, rejectedCount: report.rejected_count, rejected: report.rejected });
  const imports = incomeImportsRepository(db);
  await imports.set(importId, { status: 'running' });
  try {
    const report = await importIncomeCsv(db, source, { ...options, onProgress: (r) => imports.set(importId, record(r)) });
    // A bulk import can multiply the ledger: its readers must not plan on the old size. Before the row
    // says done, so "done" means the import's work is over.
    if (report.accepted) await refreshStatistics(db, ['ledger_lines']);
    await imports.set(importId, { ...record(report), status: 'done', finishedAt: new Date() });
    return report;
  } catch (err) {
    const message = err instanceof AppError ? translate(options.lang, err.messageId, err.values) : err instanceof Error ? err.message : String(err);
    await imports.set(importId, { status: 'failed', error: message.slice(0, 1000), finishedAt: new Date() });
    throw err;
  }
}
