/**
 * Money benches, printed by `npm run bench`:
 * - income:import of a generated CSV (default 1,000,000 lines), streamed, on PostgreSQL (else PGlite):
 *   lines per second and the process's peak resident memory;
 * - /v1/income.overview and /v1/payout.overview for an author with 5 years of daily lines on 50
 *   works (91,300 lines) on PostgreSQL: median and p95 over 200 requests.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, postgresAvailable, type DatabaseKind } from '../support/databases';
import { apiClient } from '../support/api-client';
import { newWork } from '../support/contracts';
import { seedDemo } from '../../src/server/seed/demo';
import { users } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { importIncomeCsv } from '../../src/server/modules/income/csv-import';
import { appendLedgerLines, type NewLedgerLine } from '../../src/server/modules/ledger/ledger-repository';
import { money } from '../../src/domain/money';
import { KeyRing, newDataKey, useKeyRing } from '../../src/server/lib/crypto/data-keys';

const DAY_MS = 86_400_000;
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function authorWithWorks(kind: DatabaseKind, works: number, options: Parameters<typeof buildTestApp>[1] = {}) {
  // A throwaway data key: the bench's databases are thrown away too.
  useKeyRing(new KeyRing([newDataKey()]));
  const test = await buildTestApp(kind, options);
  await seedDemo(test.database.db, test.storage);
  const api = apiClient(() => test.app);
  const email = `bench.${Date.now()}@example.test`;
  const token = await api.signUp(email);
  const [user] = await test.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const ids: number[] = [];
  for (let i = 0; i < works; i++) ids.push(await newWork(test.database.db, user.id, 40_000, `Bench Work ${i + 1}`));
  return { test, api, token, userId: user.id, works: ids };
}

/** Writes `lines` CSV rows over the works, a day per row going back from yesterday. */
async function writeCsv(file: string, lines: number, works: number[]) {
  const out = createWriteStream(file);
  out.write('id,original_book_id,day,coins,rate,currency,share_bp\n');
  const yesterday = Date.now() - DAY_MS;
  for (let i = 0; i < lines; i++) {
    const day = new Date(yesterday - Math.floor(i / works.length) * DAY_MS).toISOString().slice(0, 10);
    if (!out.write(`bench-${i},${works[i % works.length]},${day},${100 + (i % 900)},0.01,USD,\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** On PostgreSQL when it is reachable (the peak memory is then the importer's own), else PGlite (whose database lives in the process). */
export async function incomeImportBench(lines = Number(process.env.BENCH_IMPORT_LINES ?? 1_000_000)) {
  const kind: DatabaseKind = (await postgresAvailable()) ? 'postgres' : 'pglite';
  const { test, works } = await authorWithWorks(kind, 50);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wc-bench-import-'));
  try {
    const file = path.join(dir, 'income.csv');
    await writeCsv(file, lines, works);
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const report = await importIncomeCsv(test.database.db, createReadStream(file), { lang: 'en' });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { kind, lines, seconds, perSecond: lines / seconds, peakMb: peak / 1024 / 1024, accepted: report.accepted, rejected: report.rejected_count };
  } finally {
    await test.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Median and p95 of `requests` sequential GETs of `url` (each must answer 200). */
export async function timeRequests(api: ReturnType<typeof apiClient>, token: string, url: string, requests: number) {
  const ms: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await api.get(url, token);
    if (res.body.code !== 200) throw new Error(`${url}: ${JSON.stringify(res.body).slice(0, 200)}`);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { median: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
}

export async function summaryBench(requests = 200) {
  if (!(await postgresAvailable())) return null;
  const { test, api, token, userId, works } = await authorWithWorks('postgres', 50);
  try {
    const days = 5 * 365 + 1;
    const today = Date.now();
    for (const work of works) {
      const lines: NewLedgerLine[] = [];
      for (let d = 1; d <= days; d++) {
        lines.push({ authorId: userId, novelId: work, kind: 'unlock', day: new Date(today - d * DAY_MS).toISOString().slice(0, 10), amount: money(50 + (d % 400), 'USD'), source: 'system', coins: 100, rate: '0.01', grossMinor: 100, shareBp: 5000 });
      }
      await appendLedgerLines(test.database.db, lines);
    }
    return { lines: days * works.length, income: await timeRequests(api, token, '/v1/income.overview', requests), payouts: await timeRequests(api, token, '/v1/payout.overview', requests) };
  } finally {
    await test.close();
  }
}
