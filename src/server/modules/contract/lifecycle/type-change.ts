/**
 * A change of terms while signing: the editor changes the type (and what goes with it), the author
 * accepts or declines, and signing starts over either way.
 */
import type { Contract, StoredTerms, contracts } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { AuditOrigin } from '../../audit';
import { settleNotices } from '../../notification';
import { record, type Actor, type Change } from '../change';
import { CONTRACT_NOTICES, contractNotice } from '../notices';
import { sameTerms } from '../terms';
import { notNow } from '../transitions';
import { workOf } from '../work';
import { renderUnsigned, replaced } from './files';
import { issueGuardianLink } from './guardian-link';

/**
 * While signing: the editor changes the terms (the type, and what goes with it). The author must
 * accept or decline before anyone signs again; the signatures given so far are void and the
 * links closed.
 */
export async function changeType(
  change: Change,
  contract: Contract,
  to: StoredTerms,
  note: string | null,
  actor: Actor,
  origin: AuditOrigin | undefined,
  now: Date,
) {
  const { tx, repo, settings } = change;
  if (contract.status !== 'signing' || !contract.terms) throw notNow('contract.move.notAllowed');
  const from = contract.terms;
  if (sameTerms(from, to)) throw notNow('contract.change.same');
  const work = await workOf(tx, contract.novelId);
  const voided = await repo.voidSignatures(contract.id, now);
  await settings.provider.revokeSessions(tx, contract.id, now);
  const row = await repo.updateContract(contract.id, {
    pendingChange: { from, to, note, requested_at: now.toISOString(), by: actor.id ?? 0 },
    updatedAt: now,
  });
  await repo.addEvent({
    applicationId: contract.applicationId,
    contractId: contract.id,
    kind: 'type_changed',
    at: now,
    note,
    actor,
  });
  await settleNotices(tx, contract.authorId, CONTRACT_NOTICES.signNow);
  await settings.notices.notify(tx, contract.authorId, contractNotice.typeChanged(work));
  await record(change, 'contract', contract.id, contract.authorId, actor, 'contract.type_changed', origin, {
    from: { ...from },
    to: { ...to },
    voided: voided.map((v) => v.party).join(',') || null,
  });
  return row;
}

/** The author's answer to a change: accepted terms replace the old (a new unsigned PDF); either way signing starts over. */
export async function answerChange(
  change: Change,
  contract: Contract,
  accepted: boolean,
  reason: string | null,
  actor: Actor,
  origin: AuditOrigin | undefined,
  now: Date,
) {
  const { tx, repo, settings } = change;
  const pending = contract.pendingChange;
  if (contract.status !== 'signing' || !pending) throw notNow('contract.change.none');
  const application = await repo.application(contract.applicationId);
  if (!application) throw notFound();
  const work = await workOf(tx, contract.novelId);
  const patch: Partial<typeof contracts.$inferInsert> = { pendingChange: null, updatedAt: now };
  if (accepted) {
    const pdf = await renderUnsigned(change, contract, pending.to, application, work, now);
    Object.assign(patch, { terms: pending.to, unsignedPdfKey: pdf.key, unsignedSha256: pdf.sha256 });
  }
  const row = await repo.updateContract(contract.id, patch);
  if (accepted) replaced(change, contract.unsignedPdfKey);
  await repo.addEvent({
    applicationId: contract.applicationId,
    contractId: contract.id,
    kind: accepted ? 'change_accepted' : 'change_declined',
    at: now,
    note: reason,
    actor,
  });
  await issueGuardianLink(change, row, application, work, now);
  await settleNotices(tx, contract.authorId, CONTRACT_NOTICES.typeChanged);
  await settings.notices.notify(tx, contract.authorId, contractNotice.signNow(work));
  await record(
    change,
    'contract',
    contract.id,
    contract.authorId,
    actor,
    accepted ? 'contract.change_accepted' : 'contract.change_declined',
    origin,
    accepted ? { ...pending.to } : { reason },
  );
  return row;
}
