import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/server/db/client';
import { auditLog, authorMetrics, authors, categories, incomeImports, mailOutbox, novels, payouts, staff, users } from '../../src/server/db/schema';
import { localStorage } from '../../src/server/lib/storage/storage';
import { DEMO_EDITOR, DEMO_REJECTED, seedDemo } from '../../src/server/seed/demo';
import { KEY_FILE, loadDataKeys, useKeyRing } from '../../src/server/lib/crypto/data-keys';
import { SYSTEM_STAFF_EMAIL } from '../../src/server/admin/cli-link';
import { apiClient } from '../support/api-client';
import { CLI_SUITE, cli, cliProcess, useLinkedServer } from '../support/admin-cli';
import { demoTemplate, pgliteTemplate } from '../support/database-templates';
import { openDemoPglite } from '../support/databases';
import { TEST_DATA_KEYS_ENV } from '../support/template-env';
import { queueMail } from '../../src/server/modules/mail/outbox';
import { translate } from '../../src/server/lib/i18n';

describe('npm run admin, while the server runs (through the back-office API)', CLI_SUITE, () => {
  const linked = useLinkedServer('wc-cli-');
  let dataDir: string;
  let database: Database;
  let server: FastifyInstance;
  const api = apiClient(() => server);
  beforeAll(() => void ({ dataDir, database, server } = linked()));

  it('lists registrations and approves one by the account email', async () => {
    const token = await api.signUp('cli.author@example.test');
    const [iris] = await database.db.select().from(staff).where(eq(staff.name, 'Iris Calder'));
    await api.post('/v1/author.add', token, { pen_name: 'Cli Author', gender: 'male', email: 'cli.author@example.test', country: 'FR', editor_id: iris.id, accept_privacy: true });

    const listed = await cli(['registrations', '--json'], { DATA_DIR: dataDir });
    expect(JSON.parse(listed.stdout)).toContainEqual(expect.objectContaining({ account_email: 'cli.author@example.test', review_status: 'pending' }));

    const approved = await cli(['author:approve', 'cli.author@example.test'], { DATA_DIR: dataDir });
    expect(approved.stdout).toContain('"author_status":1');
    expect((await api.get('/v1/author.info', token)).body.data.author_status).toBe(1);
  });

  it('reviews novels and creates a contest', async () => {
    const waiting = JSON.parse((await cli(['novels', '--json'], { DATA_DIR: dataDir })).stdout) as { original_book_id: number; title: string }[];
    const clockwork = waiting.find((n) => n.title === 'Clockwork Orchard')!;
    expect(clockwork).toBeDefined();
    const approved = await cli(['novel:approve', String(clockwork.original_book_id)], { DATA_DIR: dataDir });
    expect(approved.stdout).toContain('"review_status":"passed"');
    const [row] = await database.db.select().from(novels).where(eq(novels.id, clockwork.original_book_id));
    expect(row.reviewStatus).toBe('passed');

    const noReason = await cli(['novel:reject', String(clockwork.original_book_id)], { DATA_DIR: dataDir }).catch((err) => err);
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('--reason');

    const [category] = await database.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).limit(1);
    const made = await cli(['contest:create', '--name', 'Night Owl Prize', '--days', '30', '--category', String(category.id)], { DATA_DIR: dataDir });
    expect(made.stdout).toMatch(/"id":\d+/);
    const contests = JSON.parse((await cli(['contests', '--json'], { DATA_DIR: dataDir })).stdout) as { name: string; category_id: number | null }[];
    expect(contests.find((c) => c.name === 'Night Owl Prize')?.category_id).toBe(category.id);
  });

  it('reads the mail outbox (npm run admin -- mail), and one mail whole', { timeout: 60_000 }, async () => {
    await api.post('/v1/user.password_forgot', undefined, { email: 'newcomer@writers-center.test' });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'newcomer@writers-center.test')).orderBy(desc(mailOutbox.id)).limit(1);
    // Staff read the link redacted: the live token is sealed for the sender.
    expect(mail.textBody).toContain('/reset-password?token=REDACTED');
    expect(mail.textBody).not.toMatch(/token=[\w-]{43}/);
    const listed = await cli(['mail', '--to', 'newcomer@writers-center.test', '--status', 'pending'], { DATA_DIR: dataDir });
    expect(listed.stdout).toContain('password_reset');
    expect(listed.stdout).toContain('Choose a new password');
    const one = await cli(['mail', String(mail.id)], { DATA_DIR: dataDir });
    expect(one.stdout).toContain('To: newcomer@writers-center.test');
    expect(one.stdout).toContain(mail.textBody.trim());
    expect(one.stdout).not.toMatch(/token=[\w-]{43}/);
  });

  it('keys:rotate runs through the registry like every other command: in the help, through the server’s action, audited', async () => {
    const help = (await cli(['help'], { DATA_DIR: dataDir })).stdout;
    expect(help).toMatch(/keys:rotate\s+\[--resume\]/);
    expect(help).toMatch(/income:import\s+<file\.csv>/);
    const rotated = JSON.parse((await cli(['keys:rotate', '--resume', '--json'], { DATA_DIR: dataDir })).stdout);
    expect(rotated).toMatchObject({ key_id: expect.any(String), rewritten: expect.any(Number), columns: expect.any(Array) });
    const [system] = await database.db.select().from(staff).where(eq(staff.email, SYSTEM_STAFF_EMAIL));
    const audited = await database.db.select().from(auditLog).where(inArray(auditLog.action, ['keys.rotation_started', 'keys.rotated']));
    expect(audited.map((a) => [a.action, a.actorId, a.subjectId])).toEqual([
      ['keys.rotation_started', system.id, rotated.key_id],
      ['keys.rotated', system.id, rotated.key_id],
    ]);
  });

  it('writes a program’s names and a payout’s failure reason per language, one flag a language, English required', async () => {
    const run = (args: string[]) => cli([...args, '--json'], { DATA_DIR: dataDir });
    const made = JSON.parse((await run(['welfare:program-create', 'completion', '--amount', '5', '--currency', 'USD', '--min-words', '1', '--name-en', 'Finish line bonus', '--name-de', 'Zielbonus'])).stdout);
    expect(made.names).toEqual({ en: 'Finish line bonus', de: 'Zielbonus' });
    const renamed = JSON.parse((await run(['welfare:program-names', String(made.id), '--name-th', 'โบนัสเส้นชัย', '--name-de', ''])).stdout);
    expect(renamed.names).toEqual({ en: 'Finish line bonus', th: 'โบนัสเส้นชัย' });
    const noEnglish = await run(['welfare:program-names', String(made.id), '--name-en', '']).catch((err) => err);
    expect(noEnglish.code).toBe(1);
    expect(noEnglish.stderr).toContain(translate('en', 'admin.welfare.name'));

    const [open] = await database.db.select().from(payouts).where(inArray(payouts.status, ['pending', 'held'])).limit(1);
    const refused = await run(['payout:fail', String(open.id), '--reason-de', 'Konto aufgelöst']).catch((err) => err);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(translate('en', 'admin.payout.reasonEnglish'));
    const failed = JSON.parse((await run(['payout:fail', String(open.id), '--reason-en', 'Account closed', '--reason-de', 'Konto aufgelöst'])).stdout);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'Account closed', failure_reasons: { en: 'Account closed', de: 'Konto aufgelöst' } });
  });

  it('reports a refused action with the server’s message and a non-zero exit', async () => {
    const failed = await cli(['author:reject', DEMO_REJECTED.email, '--reason', 'spec_mismatch'], { DATA_DIR: dataDir }).catch((err) => err);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('This is not waiting for review [4009]');
  });
});

describe('npm run admin, with no server running (straight on the database)', CLI_SUITE, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wc-cli-direct-'));
    const runKeys = process.env[TEST_DATA_KEYS_ENV];
    if (runKeys && demoTemplate('pglite')) {
      // The run's demo, written to disk, under the run's keys in the data directory's key file, which the commands read.
      await writeFile(path.join(dataDir, KEY_FILE), runKeys, { mode: 0o600 });
      useKeyRing(loadDataKeys(dataDir, {}).ring);
      await (await openDemoPglite(path.join(dataDir, 'pglite'), path.join(dataDir, 'uploads'))).close();
      return;
    }
    // The demo's personal data under the data directory's key file, which the commands read too.
    useKeyRing(loadDataKeys(dataDir, {}).ring);
    // The run's migrated template, written to disk: what the commands open next.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: await pgliteTemplate() });
    await seedDemo(database.db, localStorage(path.join(dataDir, 'uploads')));
    await database.close();
    // The demo seals a contract's PDFs on a database on disk: on two busy cores that has passed a minute.
  }, 180_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('runs as the shipped command, in a process of its own: what it prints, and its exit code', async () => {
    const listed = JSON.parse((await cliProcess(['staff:list', '--json'], { DATA_DIR: dataDir })).stdout) as { email: string }[];
    expect(listed.map((r) => r.email)).toContain(DEMO_EDITOR.email);
    const unknown = await cliProcess(['no-such-command'], { DATA_DIR: dataDir }).catch((e) => e);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "no-such-command"');
  });

  it('creates staff, imports statistics and rejects with a reason', async () => {
    const created = await cli(['staff:create', '--email', 'june@example.test', '--name', 'June Park', '--role', 'editor', '--password', 'a-long-staff-password', '--languages', 'en,vi'], { DATA_DIR: dataDir });
    expect(created.stdout).toContain('june@example.test');
    const weak = await cli(['staff:create', '--email', 'x@example.test', '--name', 'X', '--role', 'editor', '--password', 'short'], { DATA_DIR: dataDir }).catch((e) => e);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password: Use at least 12 characters');

    const file = path.join(dataDir, 'stats.json');
    await writeFile(file, JSON.stringify([{ email: 'demo@writers-center.test', total_pv: 42, total_income_minor: '999', currency: 'USD', total_followers: 5, total_chapters: 2 }]));
    const imported = await cli(['stats:import', file], { DATA_DIR: dataDir });
    expect(imported.stdout).toContain('"imported":1');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [june] = await database.db.select().from(staff).where(eq(staff.email, 'june@example.test'));
      expect(june).toMatchObject({ role: 'editor', languages: 'en,vi' });
      const [demo] = await database.db.select().from(users).where(eq(users.email, 'demo@writers-center.test'));
      const [metrics] = await database.db.select().from(authorMetrics).where(eq(authorMetrics.userId, demo.id));
      expect(metrics).toMatchObject({ totalPv: 42, totalIncomeMinor: 999n });
      const [rejected] = await database.db.select().from(authors).where(eq(authors.reviewStatus, 'rejected'));
      expect(rejected.rejectReason).toBe('spec_mismatch');
    } finally {
      await database.close();
    }
  });

  it('reads the mail outbox straight from the database (no server: mails wait there)', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await queueMail(database.db, { to: 'june@example.test', template: 'verify_email', lang: 'vi', site: null, params: { link: 'http://localhost:8080/verify-email?token=t', hours: 48 } });
    } finally {
      await database.close();
    }
    const mails = JSON.parse((await cli(['mail', '--json'], { DATA_DIR: dataDir })).stdout) as { to: string; lang: string; subject: string }[];
    expect(mails[0]).toMatchObject({ to: 'june@example.test', lang: 'vi', subject: translate('vi', 'mail.verify_email.subject') });
  });

  it('income:import and keys:rotate straight on the database: checked, audited, and refused to an editor before they touch anything', async () => {
    const file = path.join(dataDir, 'december.csv');
    await writeFile(file, 'id,original_book_id,day,coins,rate,currency\ncli-direct-1,999999999,2026-12-01,3,0.01,USD\n');
    const refused = await cli(['income:import', file, '--as', DEMO_EDITOR.email], { DATA_DIR: dataDir }).catch((e) => e);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(translate('en', 'error.forbidden'));
    const keysBefore = JSON.parse(await readFile(path.join(dataDir, KEY_FILE), 'utf8')) as unknown[];
    const notRotated = await cli(['keys:rotate', '--as', DEMO_EDITOR.email], { DATA_DIR: dataDir }).catch((e) => e);
    expect(notRotated.code).toBe(1);
    expect(JSON.parse(await readFile(path.join(dataDir, KEY_FILE), 'utf8'))).toHaveLength(keysBefore.length);

    const report = JSON.parse((await cli(['income:import', file, '--json'], { DATA_DIR: dataDir })).stdout);
    expect(report).toMatchObject({ status: 'done', file_name: 'december.csv', rows_read: 1, accepted: 0, rejected_count: 1 });
    const rotated = JSON.parse((await cli(['keys:rotate', '--json'], { DATA_DIR: dataDir })).stdout);
    expect(rotated.rewritten).toBeGreaterThan(0);
    expect(JSON.parse(await readFile(path.join(dataDir, KEY_FILE), 'utf8'))).toHaveLength(keysBefore.length + 1);

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await database.db.select().from(incomeImports).where(eq(incomeImports.id, report.id));
      expect(row).toMatchObject({ status: 'done', fileName: 'december.csv' });
      const audited = await database.db.select().from(auditLog).where(inArray(auditLog.action, ['income.importQueued', 'keys.rotation_started', 'keys.rotated']));
      expect(audited.map((a) => a.action)).toEqual(['income.importQueued', 'keys.rotation_started', 'keys.rotated']);
      expect(audited[0].subjectId).toBe(String(report.id));
    } finally {
      await database.close();
    }
  });
});
