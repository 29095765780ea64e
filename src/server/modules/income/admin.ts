/** Staff correct income with a reason: a new ledger line, never an edit. */
import Type, { type Static } from 'typebox';
import path from 'node:path';
import { Id, ListOf, Text } from '../../../domain/api/common';
import { minorFromMajor } from '../../../domain/ledger';
import { currencyExponent, isCurrency, money } from '../../../domain/money';
import type { incomeImports } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { defineAction, flagText, needText, type CliArgs } from '../../admin/registry';
import { audit } from '../audit';
import { appendLedgerLines } from '../ledger';
import { IMPORT_JOB, runRecordedImport } from './csv-import';
import { authorsRepository } from './authors-repository';
import { incomeImportsRepository } from './income-imports-repository';
import { ledgerLinesRepository } from './ledger-lines-repository';

/** The largest income CSV one upload takes (about 2 million lines); bigger files go in parts or straight through the CLI. */
export const IMPORT_MAX_BYTES = 128 * 1024 * 1024;

const ImportWire = Type.Object({
  id: Id('the import', 3),
  file_name: Type.String(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')], { description: 'queued, running, done or failed' }),
  rows_read: Type.Integer(),
  accepted: Type.Integer(),
  duplicates: Type.Integer(),
  rejected_count: Type.Integer(),
  rejected: Type.Array(Type.Object({ line: Type.Integer(), id: Type.String(), reason: Type.String() }), { description: 'the first 1,000 rejected rows' }),
  error: Type.Union([Type.Null(), Type.String()]),
  created_at: Type.String(),
  finished_at: Type.Union([Type.Null(), Type.String()]),
});

export const importWire = (row: typeof incomeImports.$inferSelect) => ({
  id: row.id,
  file_name: row.fileName,
  status: row.status as Static<typeof ImportWire>['status'],
  rows_read: row.rowsRead,
  accepted: row.accepted,
  duplicates: row.duplicates,
  rejected_count: row.rejectedCount,
  rejected: row.rejected,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

type ImportRow = Static<typeof ImportWire>;
const ended = (row: ImportRow) => row.status === 'done' || row.status === 'failed';

/** An import's report as the command line shows it: the counts, the error, the first rejected rows. */
function printImport(report: ImportRow, { out }: CliArgs) {
  out.log(`Import ${report.id} (${report.file_name}): ${report.status}. ${report.rows_read} rows read, ${report.accepted} accepted, ${report.duplicates} already in the ledger, ${report.rejected_count} rejected.`);
  if (report.error) out.log(report.error);
  if (report.rejected.length) out.table(report.rejected.slice(0, 50));
  if (report.rejected_count > 50) out.log(`…and ${report.rejected_count - 50} more: npm run admin -- income:imports --id ${report.id} --json`);
}

export const incomeActions = [
  defineAction({
    name: 'income.import',
    method: 'POST',
    summary:
      'Import platform income lines from a CSV body (text/csv; columns id, original_book_id, day, coins, rate, currency[, share_bp]) (admin): the file is kept and the job queue reads it row by row; follow it with income.imports',
    role: 'admin',
    scope: 'platform',
    input: Type.Object({ file_name: Type.Optional(Type.String({ maxLength: 200, description: 'the file’s name, for the record' })) }),
    output: ImportWire,
    file: { contentType: 'text/csv', maxBytes: IMPORT_MAX_BYTES },
    cli: {
      command: 'income:import',
      usage: '<file.csv>   bad rows are reported with their line, good rows kept; through the running server’s job queue, else streamed straight into the database',
      input: ({ target }) => ({ file_name: path.basename(needText(target, 'the CSV file')) }),
      file: ({ target }) => needText(target, 'the CSV file'),
      // Through a server the job runs it: the command follows the import until it ends.
      async follow(started, { call, out, json }) {
        for (let row = started; ; ) {
          if (ended(row)) return row;
          await new Promise((resolve) => setTimeout(resolve, 500));
          const { list } = (await call('income.imports', { id: row.id })) as { list: ImportRow[] };
          if (!list[0]) throw new Error(`Import ${row.id} is gone`);
          row = list[0];
          if (!json && !ended(row)) out.error(`  ${row.status}: ${row.rows_read} rows read…`);
        }
      },
      print: printImport,
    },
    async run(ctx, input) {
      const file = ctx.file!;
      if (!file.size) throw new ValidationError({ file: { id: 'validation.required' } });
      const fileName = input.file_name?.trim() || 'upload.csv';
      // With a job queue (a server) the file is kept in storage, shared by every instance, for the
      // job; without one (the command line on the database) it is streamed from disk after this.
      let storageKey: string | null = null;
      if (ctx.jobs) {
        const saved = await ctx.storage.saveFile('income_import', await file.read(), 'text/csv', 'csv');
        storageKey = saved.key;
        ctx.afterRollback(() => ctx.storage.remove('private', saved.key).catch(() => undefined));
      }
      const row = await incomeImportsRepository(ctx.tx).add({ fileName, storageKey, createdBy: ctx.member.id });
      await audit(ctx.tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'income.importQueued', subject: { kind: 'income_import', id: row.id }, after: { bytes: file.size }, origin: ctx.origin });
      // The job reads the row: it is queued once the row is committed.
      const jobs = ctx.jobs;
      if (jobs) ctx.afterCommit(() => jobs.send(IMPORT_JOB, { id: row.id }));
      return importWire(row);
    },
    async finish(ctx, _input, started) {
      if (ctx.jobs) return started;
      // A failed import is recorded on its row (status failed, the error), which is the answer.
      await runRecordedImport(ctx.db, started.id, ctx.file!.stream(), { lang: 'en' }).catch(() => undefined);
      const done = await incomeImportsRepository(ctx.db).find(started.id);
      return importWire(done!);
    },
  }),
  defineAction({
    name: 'income.imports',
    method: 'GET',
    summary: 'Income CSV imports, newest first (or one by id): status, rows read, accepted, duplicates and the rejected rows with their line and reason',
    role: 'admin',
    input: Type.Object({ id: Type.Optional(Id('one import', 3)) }),
    output: ListOf(ImportWire),
    cli: { command: 'income:imports', usage: '[--id N]   (import a file with: income:import <file.csv>)', input: ({ flags }) => (flagText(flags.id) ? { id: Number(flagText(flags.id)) } : {}) },
    async run(ctx, { id }) {
      const rows = await incomeImportsRepository(ctx.tx).list(id, 50);
      return { list: rows.map(importWire) };
    },
  }),
  defineAction({
    name: 'income.adjust',
    method: 'POST',
    summary: 'Correct an author’s income with a reason (admin): a new adjustment line of either sign, audited and told to the author',
    role: 'admin',
    input: Type.Object({
      email: Text(254, 'the author’s account email', 'demo@writers-center.test'),
      amount: Text(20, 'in major units, negative to take back, e.g. -2.34', '-2.34'),
      currency: Type.String({ pattern: '^[A-Z]{3}$', examples: ['USD'] }),
      reason: Text(500, 'what the author reads', 'A refunded unlock'),
      day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'the day it counts for (default today)', examples: ['2026-11-20'] })),
      original_book_id: Type.Optional(Id('the work it concerns', 12)),
      corrects_line_id: Type.Optional(Id('the line it corrects', 5012)),
    }),
    output: Type.Object({ line_id: Id('the new line', 5013) }),
    cli: {
      command: 'income:adjust',
      usage: '<email> --amount -2.34 --currency USD --reason "…" [--day YYYY-MM-DD] [--novel <id>] [--corrects <line id>]',
      input: ({ target, flags }) => ({
        email: needText(target, 'the author’s email'),
        amount: needText(flags.amount, '--amount'),
        currency: needText(flags.currency, '--currency'),
        reason: needText(flags.reason, '--reason'),
        ...(flagText(flags.day) ? { day: flagText(flags.day)! } : {}),
        ...(flagText(flags.novel) ? { original_book_id: Number(flags.novel) } : {}),
        ...(flagText(flags.corrects) ? { corrects_line_id: Number(flags.corrects) } : {}),
      }),
    },
    async run(ctx, input) {
      const { tx } = ctx;
      const user = await authorsRepository(tx).byEmail(input.email);
      if (!user) throw new ValidationError({ email: { id: 'error.notFound' } });
      if (!isCurrency(input.currency)) throw new ValidationError({ currency: { id: 'validation.invalid' } });
      const minor = minorFromMajor(input.amount, currencyExponent(input.currency));
      if (minor === null || minor === 0) throw new ValidationError({ amount: { id: 'validation.invalid' } });
      if (!input.reason.trim()) throw new ValidationError({ reason: { id: 'validation.reason.required' } });
      if (input.original_book_id !== undefined) {
        const work = await authorsRepository(tx).work(user.id, input.original_book_id);
        if (!work) throw new ValidationError({ original_book_id: { id: 'error.notFound' } });
      }
      if (input.corrects_line_id !== undefined) {
        const line = await ledgerLinesRepository(tx).ofAuthor(user.id, input.corrects_line_id);
        if (!line) throw new ValidationError({ corrects_line_id: { id: 'error.notFound' } });
      }
      const day = input.day ?? ctx.now().toISOString().slice(0, 10);
      const { ids } = await appendLedgerLines(tx, [
        { authorId: user.id, novelId: input.original_book_id ?? null, kind: 'adjustment', day, amount: money(minor, input.currency), source: 'staff', reason: input.reason.trim(), correctsLineId: input.corrects_line_id ?? null, createdBy: ctx.member.id },
      ]);
      const line = { id: ids[0] };
      await audit(tx, { actor: { kind: 'staff', id: ctx.member.id }, action: 'income.adjusted', subject: { kind: 'ledger_line', id: line.id, userId: user.id }, after: { amount_minor: minor, currency: input.currency, reason: input.reason, day }, origin: ctx.origin });
      await ctx.notices.notify(tx, user.id, { kind: 'payout', template: 'notice.income.adjusted', params: { amount: `${input.amount} ${input.currency}`, reason: input.reason.trim() }, link: '/salaryManage' });
      return { line_id: line.id };
    },
  }),
];
