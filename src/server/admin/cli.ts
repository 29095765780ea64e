/**
 * The back office on the command line: `npm run admin -- <command> [options]`.
 * While a server runs from the same data directory the CLI acts through its
 * back-office API (the embedded database admits one process); otherwise it
 * opens the database itself (DATABASE_URL, or the embedded one in DATA_DIR).
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { staff } from '../db/schema';
import { translate } from '../lib/i18n';
import { AppError, ValidationError } from '../lib/errors';
import { backOffice, type StatsRow } from './back-office';
import { readCliLink, systemStaff } from './cli-link';
import { novelOffice, type ContestInput, type NovelStatsRow } from './novel-office';
import { chapterOffice } from './chapter-office';

const HELP = `Writers' Center back office

Usage: npm run admin -- <command> [arguments] [--json]

  staff:create --email E --name N --role editor|admin --password P [--languages en,es]
  staff:list
  registrations [--status pending,under_review,passed,rejected]
  author:approve <user id | account email>
  author:reject <user id | account email> --reason policy_violation|spec_mismatch [--note TEXT]
  intros [--status pending,under_review,passed,rejected,vetting_failed]
  intro:approve <intro id | author's account email>
  intro:reject <intro id | author's account email> --reason TEXT
  stats:import <file.json>   rows: [{ "email", "total_income_minor", "currency", "total_pv",
                                      "total_followers", "total_chapters", "followers", "level" }]
  novels [--status pending,under_review,passed,rejected]
  novel:approve <novel id>
  novel:reject <novel id> --reason TEXT
  novel:stats <file.json>    rows: [{ "original_book_id", "total_income_minor", "currency", "total_pv", "followers" }]
  chapter:updates            updates of released chapters waiting for review
  chapter:approve <chapter id>
  chapter:reject <chapter id> --reason TEXT
  chapters:release           release the scheduled chapters that are due now
  contests
  contest:create --name "English name" --days N [--starts ISO date] [--section ID] [--description TEXT]

Options: --as <staff email> acts as that member (direct mode; the default is the built-in admin).
Environment: DATA_DIR (default ./data), DATABASE_URL (PostgreSQL instead of the embedded database).`;

type Row = Record<string, unknown>;

/** The operations the CLI needs, over HTTP or straight on the database. */
interface Office {
  createStaff(input: { email: string; name: string; role: string; password: string; languages?: string[] }): Promise<Row>;
  listStaff(): Promise<Row[]>;
  registrations(status?: string[]): Promise<Row[]>;
  approveRegistration(userId: number): Promise<Row>;
  rejectRegistration(userId: number, reason: string, note?: string): Promise<Row>;
  intros(status?: string[]): Promise<Row[]>;
  approveIntro(id: number): Promise<Row>;
  rejectIntro(id: number, reason: string): Promise<Row>;
  importStats(rows: StatsRow[]): Promise<Row>;
  novels(status?: string[]): Promise<Row[]>;
  approveNovel(id: number): Promise<Row>;
  rejectNovel(id: number, reason: string): Promise<Row>;
  importNovelStats(rows: NovelStatsRow[]): Promise<Row>;
  contests(): Promise<Row[]>;
  createContest(input: ContestInput): Promise<Row>;
  chapterUpdates(): Promise<Row[]>;
  approveChapter(id: number): Promise<Row>;
  rejectChapter(id: number, reason: string): Promise<Row>;
  releaseChapters(): Promise<Row>;
  close(): Promise<void>;
}

class CliError extends Error {}

function remoteOffice(url: string, token: string): Office {
  async function call<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}/admin/v1/${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await response.json()) as { code: number; desc: string; data?: T & { fields?: Record<string, string> } };
    if (envelope.code !== 200) {
      const fields = envelope.data?.fields ? ` (${Object.entries(envelope.data.fields).map(([k, v]) => `${k}: ${v}`).join('; ')})` : '';
      throw new CliError(`${envelope.desc}${fields} [${envelope.code}]`);
    }
    return envelope.data as T;
  }
  const q = (status?: string[]) => (status ? `?status=${encodeURIComponent(status.join(','))}` : '');
  return {
    createStaff: (input) => call('POST', 'staff.create', input),
    listStaff: async () => (await call<{ list: Row[] }>('GET', 'staff.list')).list,
    registrations: async (status) => (await call<{ list: Row[] }>('GET', `author.registrations${q(status)}`)).list,
    approveRegistration: (userId) => call('POST', 'author.approve', { user_id: userId }),
    rejectRegistration: (userId, reason, note) => call('POST', 'author.reject', { user_id: userId, reason, ...(note ? { note } : {}) }),
    intros: async (status) => (await call<{ list: Row[] }>('GET', `author.intros${q(status)}`)).list,
    approveIntro: (id) => call('POST', 'intro.approve', { id }),
    rejectIntro: (id, reason) => call('POST', 'intro.reject', { id, reason }),
    importStats: (rows) => call('POST', 'stats.import', { rows }),
    novels: async (status) => (await call<{ list: Row[] }>('GET', `novel.reviews${q(status)}`)).list,
    approveNovel: (id) => call('POST', 'novel.approve', { original_book_id: id }),
    rejectNovel: (id, reason) => call('POST', 'novel.reject', { original_book_id: id, reason }),
    importNovelStats: (rows) => call('POST', 'novel.statsImport', { rows }),
    contests: async () => (await call<{ list: Row[] }>('GET', 'contest.list')).list,
    createContest: (input) => call('POST', 'contest.create', input),
    chapterUpdates: async () => (await call<{ list: Row[] }>('GET', 'chapter.updates')).list,
    approveChapter: (id) => call('POST', 'chapter.approve', { original_chapter_id: id }),
    rejectChapter: (id, reason) => call('POST', 'chapter.reject', { original_chapter_id: id, reason }),
    releaseChapters: () => call('POST', 'chapter.releaseDue'),
    close: async () => {},
  };
}

async function directOffice(database: Database, as?: string): Promise<Office> {
  const db = database.db;
  const office = backOffice(db);
  const novels = novelOffice(db);
  const chapters = chapterOffice(db);
  const member = as ? (await db.select().from(staff).where(eq(staff.email, as.toLowerCase())))[0] : await systemStaff(db);
  if (!member) throw new CliError(`No staff member with the email ${as}`);
  return {
    createStaff: (input) => office.createStaff(input),
    listStaff: () => office.listStaff(),
    registrations: (status) => office.registrations(member, status),
    approveRegistration: (userId) => office.approveRegistration(member, userId),
    rejectRegistration: (userId, reason, note) => office.rejectRegistration(member, userId, reason, note),
    intros: (status) => office.intros(member, status),
    approveIntro: (id) => office.approveIntro(member, id),
    rejectIntro: (id, reason) => office.rejectIntro(member, id, reason),
    importStats: (rows) => office.importStats(rows),
    novels: (status) => novels.novels(member, status),
    approveNovel: (id) => novels.approveNovel(member, id),
    rejectNovel: (id, reason) => novels.rejectNovel(member, id, reason),
    importNovelStats: (rows) => novels.importNovelStats(rows),
    contests: () => novels.contests(),
    createContest: (input) => novels.createContest(input),
    chapterUpdates: () => chapters.updates(member),
    approveChapter: (id) => chapters.approveUpdate(member, id),
    rejectChapter: (id, reason) => chapters.rejectUpdate(member, id, reason),
    releaseChapters: () => chapters.releaseDue(),
    close: () => database.close(),
  };
}

const isNumber = (s: string) => /^\d+$/.test(s);

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      languages: { type: 'string' },
      status: { type: 'string' },
      reason: { type: 'string' },
      note: { type: 'string' },
      days: { type: 'string' },
      starts: { type: 'string' },
      section: { type: 'string' },
      description: { type: 'string' },
      as: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, target] = positionals;
  if (!command || command === 'help' || values.help) {
    console.log(HELP);
    return;
  }

  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const link = process.env.DATABASE_URL || values.as ? null : readCliLink(dataDir);
  const office = link
    ? remoteOffice(link.url, link.token)
    : await directOffice(
        await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: path.join(dataDir, 'pglite') }),
        values.as,
      );
  const statuses = values.status?.split(',').map((s) => s.trim());
  const need = (value: string | undefined, what: string) => {
    if (!value) throw new CliError(`Missing ${what}. See: npm run admin -- help`);
    return value;
  };

  /** A user id, or the account email of a registration. */
  async function authorId(ref: string | undefined): Promise<number> {
    const value = need(ref, 'the author (user id or account email)');
    if (isNumber(value)) return Number(value);
    const all = await office.registrations(['pending', 'under_review', 'passed', 'rejected']);
    const found = all.find((r) => String(r.account_email).toLowerCase() === value.toLowerCase());
    if (!found) throw new CliError(`No author registration for ${value}`);
    return Number(found.user_id);
  }

  /** An intro id, or the author's latest waiting intro. */
  async function introId(ref: string | undefined): Promise<number> {
    const value = need(ref, 'the intro (id or author email)');
    if (isNumber(value)) return Number(value);
    const userId = await authorId(value);
    const waiting = (await office.intros(['pending', 'under_review'])).find((i) => Number(i.user_id) === userId);
    if (!waiting) throw new CliError(`No intro of ${value} is waiting for review`);
    return Number(waiting.id);
  }

  try {
    let result: unknown;
    switch (command) {
      case 'staff:create':
        result = await office.createStaff({
          email: need(values.email, '--email'),
          name: need(values.name, '--name'),
          role: need(values.role, '--role'),
          password: need(values.password, '--password'),
          languages: values.languages?.split(',').map((l) => l.trim()),
        });
        break;
      case 'staff:list':
        result = await office.listStaff();
        break;
      case 'registrations':
        result = await office.registrations(statuses);
        break;
      case 'author:approve':
        result = await office.approveRegistration(await authorId(target));
        break;
      case 'author:reject':
        result = await office.rejectRegistration(await authorId(target), need(values.reason, '--reason'), values.note);
        break;
      case 'intros':
        result = await office.intros(statuses);
        break;
      case 'intro:approve':
        result = await office.approveIntro(await introId(target));
        break;
      case 'intro:reject':
        result = await office.rejectIntro(await introId(target), need(values.reason, '--reason'));
        break;
      case 'stats:import': {
        const rows = JSON.parse(await readFile(need(target, 'the JSON file'), 'utf8')) as unknown;
        if (!Array.isArray(rows)) throw new CliError('The file must hold a JSON array of rows');
        result = await office.importStats(rows as StatsRow[]);
        break;
      }
      case 'novels':
        result = await office.novels(statuses);
        break;
      case 'novel:approve':
        result = await office.approveNovel(Number(need(target, 'the novel id')));
        break;
      case 'novel:reject':
        result = await office.rejectNovel(Number(need(target, 'the novel id')), need(values.reason, '--reason'));
        break;
      case 'novel:stats': {
        const rows = JSON.parse(await readFile(need(target, 'the JSON file'), 'utf8')) as unknown;
        if (!Array.isArray(rows)) throw new CliError('The file must hold a JSON array of rows');
        result = await office.importNovelStats(rows as NovelStatsRow[]);
        break;
      }
      case 'chapter:updates':
        result = await office.chapterUpdates();
        break;
      case 'chapter:approve':
        result = await office.approveChapter(Number(need(target, 'the chapter id')));
        break;
      case 'chapter:reject':
        result = await office.rejectChapter(Number(need(target, 'the chapter id')), need(values.reason, '--reason'));
        break;
      case 'chapters:release':
        result = await office.releaseChapters();
        break;
      case 'contests':
        result = await office.contests();
        break;
      case 'contest:create': {
        const starts = values.starts ? new Date(values.starts) : new Date();
        const days = Number(need(values.days, '--days'));
        if (!Number.isFinite(days) || days <= 0) throw new CliError('--days must be a positive number');
        result = await office.createContest({
          names: { en: need(values.name, '--name') },
          descriptions: values.description ? { en: values.description } : {},
          starts_at: starts.toISOString(),
          ends_at: new Date(starts.getTime() + days * 86_400_000).toISOString(),
          section_id: values.section ? Number(values.section) : null,
        });
        break;
      }
      default:
        throw new CliError(`Unknown command "${command}". See: npm run admin -- help`);
    }
    if (values.json) console.log(JSON.stringify(result, null, 2));
    else if (Array.isArray(result)) {
      if (result.length) console.table(result);
      else console.log('Nothing to show.');
    } else console.log(`Done: ${JSON.stringify(result)}`);
  } finally {
    await office.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof CliError) console.error(err.message);
  else if (err instanceof ValidationError)
    console.error(`${translate('en', err.messageId)}: ${Object.entries(err.fields).map(([k, m]) => `${k}: ${translate('en', m.id, m.values)}`).join('; ')}`);
  else if (err instanceof AppError) console.error(translate('en', err.messageId, err.values));
  else console.error(err);
  process.exit(1);
});
