/**
 * The author's application: the checklist (sign.eligibility), a new application (sign.submit) and
 * the answer to the editor's request for information (sign.addInfo).
 */
import { isMinor, type ApplicationField } from '../../../../domain/contract';
import { signApplicationSchema, type SignApplicationInput, type SignContext } from '../../../../domain/schemas/sign';
import type { SignAddInfoRequest, SignEligibility } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import type { ContractApplication } from '../../../db/schema';
import { validate } from '../../../lib/validate';
import type { AuditOrigin } from '../../audit';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { applicationState } from '../views';
import { checklist, conflict, editorOf, refusal } from './checklist';
import { storedInput, writeApplication } from './write';

/** The Yup context of sign.submit: the author's age today and region. */
export async function signContext(db: Db, settings: ContractSettings, userId: number): Promise<SignContext> {
  const who = await contractsRepository(db).author(userId);
  return {
    minor: isMinor(who?.author?.birthDate, settings.now()),
    country: who?.author?.country || null,
    // A guardian's email that is the minor's own would send the guardian's code to the minor.
    ownEmails: [who?.user.email, who?.author?.email].filter((email): email is string => !!email),
  };
}

/** GET /v1/sign.eligibility */
export async function eligibility(db: Db, settings: ContractSettings, userId: number, novelId: number): Promise<SignEligibility> {
  const repo = contractsRepository(db);
  const now = settings.now();
  const c = await checklist(repo, userId, novelId, now);
  const contract = c.latest ? await repo.contractOfApplication(c.latest.id) : null;
  return {
    book: { id: c.novel.id, title: c.novel.title, words: c.novel.words },
    threshold: c.policy.signingWordThreshold,
    minor: c.minor,
    country: c.author.country || null,
    checks: c.checks,
    can_apply: c.canApply,
    application: c.latest
      ? applicationState(c.latest, contract, await editorOf(db, c.latest.editorId), c.policy.signingReviewDays, now)
      : null,
  };
}

/** The tracker's view of an application just written. */
async function submitted(db: Db, application: ContractApplication, policy: { signingReviewDays: number }, now: Date) {
  return { application: applicationState(application, null, await editorOf(db, application.editorId), policy.signingReviewDays, now) };
}

/**
 * POST /v1/sign.submit: a new application for the editor's queue, or, while the editor asks for
 * information, the same application updated and back to pending.
 */
export async function submit(db: Db, settings: ContractSettings, userId: number, input: SignApplicationInput, origin?: AuditOrigin) {
  const now = settings.now();
  const result = await db.transaction(async (tx) => {
    const r = contractsRepository(tx);
    const c = await checklist(r, userId, input.original_book_id, now);
    const open = await r.openApplicationForUpdate(c.novel.id);
    if (open?.status === 'pending') throw conflict('contract.apply.open');
    if (!open && !c.canApply) throw refusal(c);
    return { application: await writeApplication(tx, userId, c, open, input, now, origin), policy: c.policy };
  });
  return submitted(db, result.application, result.policy, now);
}

/**
 * POST /v1/sign.addInfo: the answer to the editor's request for information. The fields given
 * replace the stored ones; the fields the editor named must be among them (else each answers
 * with its own "required" message); everything else is kept as stored. The whole application
 * is then held to sign.submit's rules and goes back to pending.
 */
export async function addInfo(db: Db, settings: ContractSettings, userId: number, input: SignAddInfoRequest, origin?: AuditOrigin) {
  const now = settings.now();
  const result = await db.transaction(async (tx) => {
    const r = contractsRepository(tx);
    const c = await checklist(r, userId, input.original_book_id, now);
    const open = await r.openApplicationForUpdate(c.novel.id);
    if (!open || open.authorId !== userId || open.status !== 'info_requested') throw conflict('contract.application.notAllowed');
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== ''));
    const asked = Object.fromEntries((open.infoFields as ApplicationField[]).filter((f) => !(f in given)).map((f) => [f, undefined]));
    const merged = await validate(signApplicationSchema, { ...storedInput(open), ...given, ...asked }, { minor: c.minor, country: c.author.country || null, ownEmails: [c.user.email, c.author.email] });
    return { application: await writeApplication(tx, userId, c, open, merged, now, origin), policy: c.policy };
  });
  return submitted(db, result.application, result.policy, now);
}
