import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Readable } from 'node:stream';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../support/each-database';
import { apiClient } from '../support/api-client';
import { newAuthor, newWork } from '../support/contracts';
import { CLI_SUITE, cli, useLinkedServer } from '../support/admin-cli';
import { DEMO_ADMIN, DEMO_EDITOR } from '../../src/server/seed/demo';
import { importIncomeCsv } from '../../src/server/modules/income/csv-import';
import { ledgerTotals } from '../../src/server/modules/ledger/ledger-repository';
import { translate } from '../../src/server/lib/i18n';
import { money } from '../../src/domain/money';

const HEADER = 'id,original_book_id,day,coins,rate,currency,share_bp';
const csv = (...rows: string[]) => `${[HEADER, ...rows].join('\n')}\n`;
/** Lines fall in this month: the demo closed the months before it for payouts. */
const DAY = `${new Date().toISOString().slice(0, 7)}-01`;

describeEachDatabase('income:import — CSV rows into the ledger, bad rows reported with their line', ({ get }) => {
  const api = apiClient(() => get().app);
  const db = () => get().database.db;

  it('keeps the good rows (2- and 0-decimal currencies), reports each bad one with its line and reason, and finds the same file all duplicates the second time', async () => {
    const at = await newAuthor(db(), api);
    const yen = await newWork(db(), at.userId, 40_000, 'A Yen Tide');
    const p = `imp-${at.userId}`;
    const file = csv(
      `${p}-1,${at.bookId},${DAY},2468,0.01,USD,`, // line 2: 24.68 × 50 % = 12.34
      `${p}-2,${yen},${DAY},7,250,JPY,4000`, // line 3: 1750 yen × 40 % = 700
      `${p}-3,${at.bookId},${DAY},12,0.01`, // line 4: a column short
      `${p}-4,${at.bookId},${DAY},1.5,0.01,USD,`, // line 5: coins not whole
      `,${at.bookId},${DAY},3,0.01,USD,`, // line 6: no id
      `${p}-6,999999999,${DAY},3,0.01,USD,`, // line 7: no such work
      `${p}-7,${at.bookId},${DAY},3,0.01,XYZ,`, // line 8: no such currency
      `${p}-8,${at.bookId},2026-13-40,3,0.01,USD,`, // line 9: no such day
      `"${p}-9",${at.bookId},${DAY},"1000",0.01,USD,`, // line 10: quoted, good
    );
    const first = await importIncomeCsv(db(), Readable.from([file]), { lang: 'fr', batch: 2 });
    expect(first, JSON.stringify(first.rejected)).toMatchObject({ rows_read: 9, accepted: 3, duplicates: 0, rejected_count: 6 });
    expect(first.rejected.map((r) => r.line)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(first.rejected[0].reason).toBe(translate('fr', 'income.csv.columns', { expected: 7 }));
    expect(first.rejected[1].reason).toBe(translate('fr', 'income.csv.invalid', { field: 'coins' }));
    expect(first.rejected[2].reason).toBe(translate('fr', 'income.csv.missing', { field: 'id' }));
    expect(first.rejected[3].reason).toBe(translate('fr', 'income.line.unknownWork', { id: 999999999 }));
    expect(first.rejected[4].reason).toBe(translate('fr', 'income.line.currency', { currency: 'XYZ' }));
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(700, 'JPY'), money(1234 + 500, 'USD')]);

    const again = await importIncomeCsv(db(), Readable.from([file]), { lang: 'en' });
    expect(again).toMatchObject({ accepted: 0, duplicates: 3, rejected_count: 6 });
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(700, 'JPY'), money(1734, 'USD')]);
  });

  it('refuses a file whose header lacks a column, naming it', async () => {
    await expect(importIncomeCsv(db(), Readable.from(['id,day,coins,rate,currency\nx,2026-10-01,1,0.01,USD\n']), { lang: 'en' })).rejects.toMatchObject({ messageId: 'income.csv.header', values: { columns: 'original_book_id' } });
  });

  it('through the back office: the upload is queued, the job reads it, and income.imports follows it to the end; an editor may not import', { timeout: 60_000 }, async () => {
    const at = await newAuthor(db(), api);
    const admin = await api.staffLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const editor = await api.staffLogin(DEMO_EDITOR.email, DEMO_EDITOR.password);
    const body = csv(`http-${at.userId}-1,${at.bookId},${DAY},100,0.01,USD,`, `http-${at.userId}-2,${at.bookId},${DAY},oops,0.01,USD,`);
    const post = (token: string) => get().app.inject({ method: 'POST', url: '/admin/v1/income.import?file_name=october.csv', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, payload: body });
    expect((await post(editor)).json().code).not.toBe(200);
    const queued = (await post(admin)).json();
    expect(queued).toMatchObject({ code: 200, data: { status: 'queued' } });
    // The job runs beside whatever else the machine does: wait for its end, not for a time.
    const row = await vi.waitFor(
      async () => {
        const found = (await api.get(`/admin/v1/income.imports?id=${queued.data.id}`, admin)).body.data.list[0] as { status: string } & Record<string, unknown>;
        if (!['done', 'failed'].includes(found.status)) throw new Error(`import still ${found.status}`);
        return found;
      },
      { timeout: 50_000, interval: 100 },
    );
    expect(row).toMatchObject({ status: 'done', file_name: 'october.csv', rows_read: 2, accepted: 1, rejected_count: 1, rejected: [{ line: 3, id: `http-${at.userId}-2` }] });
    expect(await ledgerTotals(db(), { authorId: at.userId })).toEqual([money(50, 'USD')]);
    // The planner's idea of the ledger's size is refreshed after the import.
    const planned = (await db().execute(sql`select reltuples::float8 as planned, (select count(*)::float8 from ledger_lines) as actual from pg_class where relname = 'ledger_lines'`)) as unknown as { rows: { planned: number; actual: number }[] };
    expect(planned.rows[0].planned).toBe(planned.rows[0].actual);
  });
}, () => ({ demo: true }));

describe('npm run admin -- income:import, straight on the database and through a running server', CLI_SUITE, () => {
  const linked = useLinkedServer('wc-cli-import-');
  let dataDir: string;
  let database: Database;
  let server: FastifyInstance;
  const api = apiClient(() => server);
  beforeAll(() => void ({ dataDir, database, server } = linked()));

  it('imports a file through the server’s job queue and prints the report with the rejected lines', async () => {
    const at = await newAuthor(database.db, api);
    const file = path.join(dataDir, 'november.csv');
    await writeFile(file, csv(`cli-${at.userId}-1,${at.bookId},${DAY},300,0.01,USD,`, `cli-${at.userId}-2,${at.bookId},${DAY},300,0.01,US,`));
    const out = await cli(['income:import', file, '--json'], { DATA_DIR: dataDir });
    const report = JSON.parse(out.stdout);
    expect(report).toMatchObject({ status: 'done', file_name: 'november.csv', accepted: 1, rejected_count: 1, rejected: [{ line: 3 }] });
    expect(await ledgerTotals(database.db, { authorId: at.userId })).toEqual([money(150, 'USD')]);
    const listed = JSON.parse((await cli(['income:imports', '--json'], { DATA_DIR: dataDir })).stdout);
    expect(listed[0]).toMatchObject({ id: report.id, status: 'done' });
  });
});
