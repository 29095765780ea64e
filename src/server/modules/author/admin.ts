/** Staff actions on authors: registrations and intros to review, and the dashboard figures import. */
import Type from 'typebox';
import { AuthorStatus, REGISTRATION_REJECT_REASONS, type RegistrationRejectReason } from '../../../domain/author';
import { authorIntros, authors } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { audit } from '../audit';
import { defineAction, type CliArgs, needText } from '../../admin/registry';
import { byRow } from '../../admin/scopes';
import { inScope, reviewQueue } from '../../admin/review-queue';
import {
  ImportResult,
  IntroEntry,
  IntroIdRequest,
  IntroRejectRequest,
  IntroReviewed,
  ListOf,
  Registration,
  RegistrationRejectRequest,
  RegistrationReviewed,
  StatsImportRequest,
  StatusQuery,
  UserIdRequest,
} from '../../admin/wire';
import { staffAuthorsRepository } from './authors-repository';

const WAITING = ['pending', 'under_review'];
const statusList = (value: string | undefined) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : WAITING);
const ALL_STATES = 'pending,under_review,passed,rejected';

const registrations = reviewQueue({
  subject: 'registration',
  row: authors.userId,
  async load(tx, userId) {
    const author = await staffAuthorsRepository(tx).registration(userId);
    return author ? { id: userId, authorUserId: userId, editorId: author.editorId, waiting: WAITING.includes(author.reviewStatus) } : null;
  },
  async approve(tx, item, ctx) {
    const now = new Date();
    await staffAuthorsRepository(tx).reviewRegistration(item.id, { status: AuthorStatus.Signed, reviewStatus: 'passed', reviewedAt: now, reviewedBy: ctx.member.id, approvedAt: now, rejectReason: null, rejectNote: null, updatedAt: now });
    return { user_id: item.id, author_status: AuthorStatus.Signed };
  },
  async reject(tx, item, reason, ctx, note) {
    const now = new Date();
    await staffAuthorsRepository(tx).reviewRegistration(item.id, { status: AuthorStatus.Rejected, reviewStatus: 'rejected', rejectReason: reason, rejectNote: note ?? null, reviewedAt: now, reviewedBy: ctx.member.id, updatedAt: now });
    return { user_id: item.id, author_status: AuthorStatus.Rejected };
  },
  approvedNotice: () => ({ kind: 'review', template: 'notice.registration.approved', link: '/dashboard' }),
  rejectedNotice: (_item, reason) => ({ kind: 'review', template: 'notice.registration.rejected', params: { reasonId: `author.reject.${reason}` }, link: '/dashboard' }),
  checkReason(reason) {
    if (!REGISTRATION_REJECT_REASONS.includes(reason as RegistrationRejectReason)) throw new ValidationError({ reason: { id: 'validation.invalid' } });
  },
});

const intros = reviewQueue({
  subject: 'intro',
  row: authorIntros.id,
  async load(tx, id) {
    const row = await staffAuthorsRepository(tx).intro(id);
    return row ? { id, authorUserId: row.intro.userId, editorId: row.editorId, waiting: WAITING.includes(row.intro.status) } : null;
  },
  async approve(tx, item, ctx) {
    await staffAuthorsRepository(tx).reviewIntro(item.id, { status: 'passed', reason: null, reviewedAt: new Date(), reviewedBy: ctx.member.id });
    return { id: item.id, status: 'passed' };
  },
  async reject(tx, item, reason, ctx) {
    await staffAuthorsRepository(tx).reviewIntro(item.id, { status: 'rejected', reason, reviewedAt: new Date(), reviewedBy: ctx.member.id });
    return { id: item.id, status: 'rejected' };
  },
  approvedNotice: () => ({ kind: 'review', template: 'notice.intro.approved', link: '/dashboard' }),
  rejectedNotice: (_item, reason) => ({ kind: 'review', template: 'notice.intro.rejected', params: { reason }, link: '/dashboard' }),
});

const isNumber = (s: string) => /^\d+$/.test(s);

/** A user id, or the account email of a registration. */
async function authorRef({ target, call }: CliArgs): Promise<number> {
  const value = needText(target, 'the author (user id or account email)');
  if (isNumber(value)) return Number(value);
  const { list } = (await call('author.registrations', { status: ALL_STATES })) as { list: { user_id: number; account_email: string }[] };
  const found = list.find((r) => r.account_email.toLowerCase() === value.toLowerCase());
  if (!found) throw new Error(`No author registration for ${value}`);
  return found.user_id;
}

/** An intro id, or the author's latest waiting intro. */
async function introRef(args: CliArgs): Promise<number> {
  const value = needText(args.target, 'the intro (id or author email)');
  if (isNumber(value)) return Number(value);
  const userId = await authorRef(args);
  const { list } = (await args.call('author.intros', { status: 'pending,under_review' })) as { list: { id: number; user_id: number }[] };
  const waiting = list.find((i) => i.user_id === userId);
  if (!waiting) throw new Error(`No intro of ${value} is waiting for review`);
  return waiting.id;
}

export const authorActions = [
  defineAction({
    name: 'author.registrations',
    method: 'GET',
    summary: 'Author registrations (waiting ones by default; ?status=pending,rejected,…)',
    role: 'editor',
    scope: 'listed',
    input: Type.Object(StatusQuery),
    output: ListOf(Registration),
    cli: { command: 'registrations', usage: '[--status pending,under_review,passed,rejected]' },
    async run({ tx, member }, { status }) {
      const scope = inScope({ member });
      const rows = await staffAuthorsRepository(tx).registrations(statusList(status), scope);
      return {
        list: rows.map(({ author, email, editor }) => ({
          user_id: author.userId,
          pen_name: author.penName,
          account_email: email,
          contact_email: author.email,
          gender: author.gender,
          country: author.country,
          editor,
          review_status: author.reviewStatus,
          submitted_at: author.submittedAt.toISOString(),
        })),
      };
    },
  }),
  defineAction({
    name: 'author.approve',
    method: 'POST',
    summary: 'Approve a registration: author_status becomes 1',
    role: 'editor',
    scope: byRow(authors.userId, authors.userId, 'user_id'),
    input: UserIdRequest,
    output: RegistrationReviewed,
    cli: { command: 'author:approve', usage: '<user id | account email>', input: async (args) => ({ user_id: await authorRef(args) }) },
    run: (ctx, { user_id }) => registrations.approve(ctx, user_id),
  }),
  defineAction({
    name: 'author.reject',
    method: 'POST',
    summary: 'Reject a registration with a reason (policy_violation or spec_mismatch) and an optional note',
    role: 'editor',
    scope: byRow(authors.userId, authors.userId, 'user_id'),
    input: RegistrationRejectRequest,
    output: RegistrationReviewed,
    cli: {
      command: 'author:reject',
      usage: '<user id | account email> --reason policy_violation|spec_mismatch [--note TEXT]',
      input: async (args) => ({
        user_id: await authorRef(args),
        reason: needText(args.flags.reason, '--reason') as RegistrationRejectReason,
        ...(typeof args.flags.note === 'string' ? { note: args.flags.note } : {}),
      }),
    },
    run: (ctx, { user_id, reason, note }) => registrations.reject(ctx, user_id, reason, note),
  }),
  defineAction({
    name: 'author.intros',
    method: 'GET',
    summary: 'Author intros waiting for review (?status=… for others)',
    role: 'editor',
    scope: 'listed',
    input: Type.Object(StatusQuery),
    output: ListOf(IntroEntry),
    cli: { command: 'intros', usage: '[--status pending,under_review,passed,rejected,vetting_failed]' },
    async run({ tx, member }, { status }) {
      const scope = inScope({ member });
      const rows = await staffAuthorsRepository(tx).intros(statusList(status), scope);
      return {
        list: rows.map(({ intro, penName }) => ({
          id: intro.id,
          user_id: intro.userId,
          pen_name: penName,
          text: intro.text,
          status: intro.status,
          reason: intro.reason,
          submitted_at: intro.submittedAt.toISOString(),
        })),
      };
    },
  }),
  defineAction({
    name: 'intro.approve',
    method: 'POST',
    summary: 'Approve an intro version: readers see it',
    role: 'editor',
    scope: byRow(authorIntros.id, authorIntros.userId, 'id'),
    input: IntroIdRequest,
    output: IntroReviewed,
    cli: { command: 'intro:approve', usage: '<intro id | author’s account email>', input: async (args) => ({ id: await introRef(args) }) },
    run: (ctx, { id }) => intros.approve(ctx, id),
  }),
  defineAction({
    name: 'intro.reject',
    method: 'POST',
    summary: 'Reject an intro version with the reason the author will read',
    role: 'editor',
    scope: byRow(authorIntros.id, authorIntros.userId, 'id'),
    input: IntroRejectRequest,
    output: IntroReviewed,
    cli: { command: 'intro:reject', usage: '<intro id | author’s account email> --reason TEXT', input: async (args) => ({ id: await introRef(args), reason: needText(args.flags.reason, '--reason') }) },
    run: (ctx, { id, reason }) => intros.reject(ctx, id, reason),
  }),
  defineAction({
    name: 'stats.import',
    method: 'POST',
    summary: 'Import author figures (income in minor units, PV, followers, chapters, level), matched by account email',
    role: 'admin',
    input: StatsImportRequest,
    output: ImportResult(Type.String()),
    cli: {
      command: 'stats:import',
      usage: '<file.json>   rows: [{ "email", "total_income_minor", "currency", "total_pv", "total_followers", "total_chapters", "followers", "level" }]',
      input: async ({ target, readText }) => ({ rows: JSON.parse(await readText(needText(target, 'the JSON file'))) }),
    },
    async run({ tx, member, origin }, { rows }) {
      let imported = 0;
      const unknown: string[] = [];
      const repo = staffAuthorsRepository(tx);
      for (const row of rows) {
        const user = await repo.accountByEmail(row.email.trim().toLowerCase());
        if (!user) {
          unknown.push(row.email);
          continue;
        }
        const figures = {
          totalIncomeMinor: BigInt(row.total_income_minor ?? 0),
          currency: row.currency ?? 'USD',
          totalPv: row.total_pv ?? 0,
          totalFollowers: row.total_followers ?? 0,
          totalChapters: row.total_chapters ?? 0,
          importedAt: new Date(),
        };
        await repo.putMetrics(user.id, figures);
        const profile: Partial<typeof authors.$inferInsert> = {};
        if (row.followers !== undefined) profile.followers = row.followers;
        if (row.level !== undefined) profile.level = row.level;
        if (Object.keys(profile).length) await repo.setProfileFigures(user.id, profile);
        imported++;
      }
      await audit(tx, { actor: { kind: 'staff', id: member.id }, action: 'author.figuresImported', subject: { kind: 'author', id: 'list' }, after: { rows: rows.length, imported, unknown: unknown.length }, origin });
      return { imported, unknown };
    },
  }),
];
