/** The author's own account: registration, profile, personal values and intro. The ID photo is in `id-card.ts`. */
import { money } from '../../../domain/money';
import type { ConfirmPassword } from '../user';
import { ledgerTotals } from '../ledger';
import { EARNING_KINDS } from '../../../domain/ledger';
import type { Db } from '../../db/client';
import { AuthorStatus, ageOn, type ReviewStatus } from '../../../domain/author';
import { countryName } from '../../../domain/countries';
import { ApiCode } from '../../../domain/errors';
import { findContactInfo } from '../../../domain/vetting';
import type { AuthorIntroInput, AuthorProfileInput, AuthorRegistrationInput } from '../../../domain/schemas/author';
import type { AuthorIntroState, AuthorProfile } from '../../../domain/api/author';
import { AppError, ValidationError, forbidden, notFound } from '../../lib/errors';
import { authorsRepository } from './authors-repository';
import { editorsRepository } from './editors-repository';
import { audit, type AuditOrigin } from '../audit';
import type { RevealableField } from '../../../domain/personal-data';

const DAY_MS = 86_400_000;

/** The author's row, when they are a signed author (else 4003). */
export async function requireSigned(db: Db, userId: number) {
  const author = await authorsRepository(db).find(userId);
  if (!author || author.status !== AuthorStatus.Signed) throw forbidden();
  return author;
}

/**
 * One personal value in clear, after the account's password again; every reveal goes to the
 * audit trail (the field's name, never its value). A wrong password answers 4001 on `password`
 * and counts against the account with failed sign-ins.
 */
export async function revealPersonal(db: Db, userId: number, field: RevealableField, password: string, confirmPassword: ConfirmPassword, origin: AuditOrigin, code?: string) {
  await confirmPassword(userId, password, origin.address ?? '', 'password', { code });
  const author = await authorsRepository(db).find(userId);
  const value = field === 'birth_date' ? (author?.birthDate ?? null) : (author?.socialAccount ?? null);
  await audit(db, { actor: { kind: 'author', id: userId }, action: 'personal.reveal', subject: { kind: 'author', id: userId, userId }, after: { field }, origin });
  return { field, value };
}

/** POST /v1/author.add: the registration goes to staff for review. */
export async function registerAuthor(db: Db, userId: number, input: AuthorRegistrationInput) {
  const repo = authorsRepository(db);
  const existing = await repo.find(userId);
  if (existing?.status === AuthorStatus.Signed) throw new AppError(ApiCode.Conflict, 'author.register.alreadyAuthor');
  if (existing?.status === AuthorStatus.Pending) throw new AppError(ApiCode.Conflict, 'author.register.alreadyPending');
  const editor = await editorsRepository(db).editor(input.editor_id);
  if (!editor) throw new ValidationError({ editor_id: { id: 'validation.editor.required' } });
  if (await repo.penNameTaken(input.pen_name, userId)) {
    throw new ValidationError({ pen_name: { id: 'author.penName.taken' } }, ApiCode.Conflict, 'author.penName.taken');
  }
  await repo.upsertRegistration(userId, {
    penName: input.pen_name,
    gender: input.gender,
    email: input.email,
    country: input.country,
    editorId: editor.id,
  });
  return { author_status: AuthorStatus.Pending };
}

/** GET /v1/author.profile: everything the author info page and the dashboard show. */
export async function authorProfile(db: Db, userId: number, lang: string, now = new Date()): Promise<AuthorProfile> {
  const repo = authorsRepository(db);
  const row = await repo.profile(userId);
  if (!row) throw notFound();
  const { user, author, editor, metrics } = row;
  const approvedAt = author?.approvedAt;
  const totals = await repo.novelTotals(userId);
  const sum = (pick: (t: (typeof totals)[number]) => number) => totals.reduce((n, t) => n + pick(t), 0);
  // Money of different currencies does not add up: with one currency (the usual case) the
  // novels' sum is the total; otherwise the platform's imported total stands.
  const oneCurrency = totals.length === 1 ? totals[0] : undefined;
  // Once the ledger has lines it is the income: the sum of what was earned, in the
  // author's main currency; before, the imported figures above.
  const earned = await ledgerTotals(db, { authorId: userId, kinds: EARNING_KINDS });
  const ledgerIncome = earned.find((m) => m.currency === (oneCurrency?.currency ?? metrics?.currency)) ?? earned[0];
  return {
    pen_name: author?.penName ?? null,
    gender: author?.gender ?? null,
    birth_date: author?.birthDate ?? null,
    age: author?.birthDate ? ageOn(author.birthDate, now) : null,
    email: author?.email || user.email,
    country: author?.country || null,
    country_name: author?.country ? countryName(author.country, lang) : null,
    editor: editor?.id ? { id: editor.id, name: editor.name } : null,
    social_account: author?.socialAccount ?? null,
    avatar: user.avatarUrl,
    level: author?.level ?? 0,
    followers: author?.followers ?? 0,
    // The sign-in before this one: the current one is no news to the author.
    last_login: user.previousLoginAt?.toISOString() ?? null,
    days_creating: approvedAt ? Math.floor((now.getTime() - approvedAt.getTime()) / DAY_MS) + 1 : 0,
    total_income: ledgerIncome
      ? ledgerIncome
      : oneCurrency
        ? money(oneCurrency.incomeMinor, oneCurrency.currency)
        : totals.length === 0
          ? money(0, metrics?.currency ?? 'USD')
          : money(metrics?.totalIncomeMinor ?? 0, metrics?.currency ?? 'USD'),
    total_pv: sum((t) => t.pv),
    total_chapters: sum((t) => t.chapters),
    total_followers: sum((t) => t.followers),
    id_card_uploaded: Boolean(author?.idCardUploadId),
    registration: {
      author_status: author?.status ?? AuthorStatus.None,
      review_status: (author?.reviewStatus as ReviewStatus | undefined) ?? 'unreviewed',
      reject_reason: author?.rejectReason ?? null,
      reject_note: author?.rejectNote ?? null,
      submitted_at: author?.submittedAt.toISOString() ?? null,
    },
  };
}

/** POST /v1/author.modify */
export async function modifyProfile(db: Db, userId: number, input: AuthorProfileInput, origin?: AuditOrigin) {
  const current = await requireSigned(db, userId);
  if (await authorsRepository(db).penNameTaken(input.pen_name, userId)) {
    throw new ValidationError({ pen_name: { id: 'author.penName.taken' } }, ApiCode.Conflict, 'author.penName.taken');
  }
  const next = {
    penName: input.pen_name,
    gender: input.gender,
    email: input.email,
    country: input.country,
    birthDate: input.birth_date || null,
    socialAccount: input.social_account || null,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => (current[k] ?? null) !== next[k]);
  await db.transaction(async (tx) => {
    await authorsRepository(tx).updateProfile(userId, next);
    if (changed.length) {
      await audit(tx, {
        actor: { kind: 'author', id: userId },
        action: 'profile.changed',
        subject: { kind: 'profile', id: userId, userId },
        before: Object.fromEntries(changed.map((k) => [k, current[k] ?? null])),
        after: Object.fromEntries(changed.map((k) => [k, next[k]])),
        origin,
      });
    }
  });
}

/** GET /v1/author.getAuthorIntro: the shown (approved) text and the latest version with its review state. */
export async function introState(db: Db, userId: number): Promise<AuthorIntroState> {
  const versions = (await authorsRepository(db).intros(userId, 50)).filter((v) => v.status !== 'withdrawn');
  const latest = versions[0];
  const approved = versions.find((v) => v.status === 'passed');
  const view = (v: typeof latest) => ({
    id: v.id,
    text: v.text,
    status: v.status as ReviewStatus,
    reason: v.reason,
    submitted_at: v.submittedAt.toISOString(),
    reviewed_at: v.reviewedAt?.toISOString() ?? null,
  });
  return {
    status: (latest?.status as ReviewStatus | undefined) ?? 'unreviewed',
    approved: approved ? { text: approved.text, reviewed_at: approved.reviewedAt?.toISOString() ?? null } : null,
    latest: latest ? view(latest) : null,
  };
}

/** POST /v1/author.introModify: machine vetting first, then the editor's queue. */
export async function modifyIntro(db: Db, userId: number, input: AuthorIntroInput) {
  const repo = authorsRepository(db);
  await requireSigned(db, userId);
  await repo.withdrawWaitingIntros(userId);
  const contact = findContactInfo(input.intro);
  const row = await repo.addIntro(userId, input.intro, contact ? 'vetting_failed' : 'pending', contact);
  return { id: row.id, status: row.status as ReviewStatus, reason: row.reason };
}
