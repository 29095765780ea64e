/** The checklist before applying for a work's contract, and the 4009 of its first unmet line. */
import { eq } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES, isMinor, passesSigningThreshold, type ApplicationStatus } from '../../../../domain/contract';
import { ApiCode } from '../../../../domain/errors';
import { policyForSite } from '../../../../domain/limits';
import type { SignCheck } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { staff } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import type { ContractsRepository } from '../repository';
import { requireAuthor } from '../work';

export const conflict = (messageId: string, values?: Record<string, string | number>) =>
  new AppError(ApiCode.Conflict, messageId, values);

/** Profile fields the checklist needs (named as on the profile page). */
const PROFILE_FIELDS = ['pen_name', 'gender', 'country', 'birth_date'] as const;

/** The author's editor, as the tracker names them. */
export async function editorOf(r: Db, id: number | null) {
  if (!id) return null;
  const [row] = await r.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

/** The checklist of one work (the work must exceed the site's threshold; a minor needs a guardian). */
export async function checklist(r: ContractsRepository, userId: number, novelId: number, now: Date) {
  const { user, author } = await requireAuthor(r, userId);
  const novel = await r.novel(userId, novelId);
  if (!novel) throw notFound('novel.notFound');
  const policy = policyForSite(user.fromSite);
  const minor = isMinor(author.birthDate, now);
  const latest = await r.latestApplication(userId, novelId);
  const live = await r.liveContract(novelId);
  const missing = PROFILE_FIELDS.filter((f) => {
    if (f === 'pen_name') return !author.penName.trim();
    if (f === 'birth_date') return !author.birthDate;
    return !author[f];
  });
  const open = Boolean(latest && OPEN_APPLICATION_STATUSES.includes(latest.status as ApplicationStatus));
  const waiting = latest?.status === 'rejected' && latest.reapplyAfter !== null && latest.reapplyAfter > now;
  const checks: SignCheck[] = [
    { id: 'words', ok: passesSigningThreshold(novel.words, policy.signingWordThreshold), missing: [] },
    { id: 'email', ok: user.emailVerifiedAt !== null, missing: [] },
    { id: 'profile', ok: missing.length === 0, missing: [...missing] },
    // Met for an adult; for a minor, once the form names the guardian (the form checks that).
    {
      id: 'guardian',
      ok:
        !minor ||
        Boolean(latest && OPEN_APPLICATION_STATUSES.includes(latest.status as ApplicationStatus) && latest.guardianTruename),
      missing: [],
    },
    { id: 'open_application', ok: !open && !live, missing: [] },
    { id: 'reapply', ok: !waiting, missing: [] },
  ];
  const canApply = checks.every((c) => c.id === 'guardian' || c.ok);
  return { user, author, novel, policy, minor, checks, canApply, latest, live, open };
}

export type Checklist = Awaited<ReturnType<typeof checklist>>;

/** The first unmet line of the checklist as the 4009 the author reads. */
export function refusal(c: Checklist): AppError {
  const failed = c.checks.find((x) => x.id !== 'guardian' && !x.ok)!;
  switch (failed.id) {
    case 'words':
      return conflict('contract.apply.words', { threshold: c.policy.signingWordThreshold });
    case 'email':
      return conflict('contract.apply.email');
    case 'profile':
      return conflict('contract.apply.profile');
    case 'open_application':
      return conflict(c.open ? 'contract.apply.open' : 'contract.apply.contract');
    default:
      return conflict('contract.apply.reapply', { date: c.latest!.reapplyAfter!.getTime() });
  }
}
