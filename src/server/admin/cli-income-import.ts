import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { incomeImports } from '../db/schema';
import { IMPORT_MAX_BYTES } from '../modules/income/import-routes';
import { runRecordedImport } from '../modules/income/csv-import';
import { importWire } from '../modules/income/admin';
import { systemStaff } from './cli-link';

type Wire = ReturnType<typeof importWire>;

function print(report: Wire, json: boolean, out: Console) {
  if (json) return out.log(JSON.stringify(report, null, 2));
  out.log(`Import ${report.id} (${report.file_name}): ${report.status}. ${report.rows_read} rows read, ${report.accepted} accepted, ${report.duplicates} already in the ledger, ${report.rejected_count} rejected.`);
  if (report.error) out.log(report.error);
  if (report.rejected.length) out.table(report.rejected.slice(0, 50));
  if (report.rejected_count > 50) out.log(`…and ${report.rejected_count - 50} more: npm run admin -- income:imports --id ${report.id} --json`);
}

/**
 * `income:import <file.csv>`. While the server runs, the file goes to its back office (kept in
 * storage, run by the job queue on one instance) and the command follows the import until it ends;
 * without a server, the file is streamed from disk straight into the database.
 */
export async function incomeImportCommand(file: string, options: { link: { url: string; token: string } | null; dataDir: string; json: boolean; env: NodeJS.ProcessEnv; out: Console }) {
  const size = (await stat(file)).size;
  if (options.link) {
    if (size > IMPORT_MAX_BYTES) throw new Error(`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB: stop the server and run the import straight on the database, or split the file`);
    const auth = { authorization: `Bearer ${options.link.token}` };
    const queued = await fetch(`${options.link.url}/admin/v1/income.import?file_name=${encodeURIComponent(path.basename(file))}`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: await readFile(file) });
    const envelope = (await queued.json()) as { code: number; desc: string; data?: { id: number } };
    if (envelope.code !== 200 || !envelope.data) throw new Error(`${envelope.desc} [${envelope.code}]`);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answer = (await (await fetch(`${options.link.url}/admin/v1/income.imports?id=${envelope.data.id}`, { headers: auth })).json()) as { data?: { list: Wire[] } };
      const row = answer.data?.list[0];
      if (!row) throw new Error(`Import ${envelope.data.id} is gone`);
      if (row.status === 'done' || row.status === 'failed') return print(row, options.json, options.out);
      if (!options.json) options.out.error(`  ${row.status}: ${row.rows_read} rows read…`);
    }
  }
  const database = await openDatabase(options.env.DATABASE_URL ? { url: options.env.DATABASE_URL } : { dataDir: path.join(options.dataDir, 'pglite') });
  try {
    const member = await systemStaff(database.db);
    const [row] = await database.db.insert(incomeImports).values({ fileName: path.basename(file), createdBy: member.id }).returning({ id: incomeImports.id });
    await runRecordedImport(database.db, row.id, createReadStream(file), { lang: 'en' }).catch(() => undefined);
    const [done] = await database.db.select().from(incomeImports).where(eq(incomeImports.id, row.id));
    print(importWire(done), options.json, options.out);
  } finally {
    await database.close();
  }
}
