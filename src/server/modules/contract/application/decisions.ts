/**
 * The editor's decisions on an application, each in the caller's transaction with its event: ask
 * the author for information, approve (the contract is created, unsigned), reject. The review
 * queue that approves and rejects tells the author and records the decision itself.
 */
import type { ApplicationField } from '../../../../domain/contract';
import { policyForSite } from '../../../../domain/limits';
import type { ContractApplication } from '../../../db/schema';
import type { AuditOrigin } from '../../audit';
import { settleNotices } from '../../notification';
import { record, type Actor, type Change } from '../change';
import { CONTRACT_NOTICES, contractNotice } from '../notices';
import { assertApplicationMove } from '../transitions';
import { workOf } from '../work';

const DAY_MS = 86_400_000;

/** The contract number: `WC-<year>-<id, six digits>`. */
export const contractNumber = (id: number, at: Date) => `WC-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/**
 * pending → approved: the contract is created, unsigned, for the editor to prepare. (The review
 * queue that calls it tells the author and records the decision.)
 */
export async function approve({ tx, repo }: Change, application: ContractApplication, actor: Actor, now: Date) {
  assertApplicationMove(application.status, 'approved');
  const work = await workOf(tx, application.novelId);
  await repo.updateApplication(application.id, {
    status: 'approved',
    reviewedAt: now,
    reviewedBy: actor.id ?? null,
    updatedAt: now,
  });
  const id = await repo.nextContractId();
  const contract = await repo.addContract({
    id,
    contractNo: contractNumber(id, now),
    applicationId: application.id,
    novelId: application.novelId,
    authorId: application.authorId,
    status: 'unsigned',
    minor: application.minor,
    lang: work.lang,
    createdAt: now,
    updatedAt: now,
  });
  await repo.addEvent({ applicationId: application.id, contractId: contract.id, kind: 'approved', at: now, actor });
  return contract;
}

/**
 * pending | info_requested → rejected, with the reason and the date the work may be put forward
 * again (the site's waiting time). The review queue tells the author and records it.
 */
export async function reject({ tx, repo }: Change, application: ContractApplication, reason: string, actor: Actor, now: Date) {
  assertApplicationMove(application.status, 'rejected');
  const work = await workOf(tx, application.novelId);
  const reapplyAfter = new Date(now.getTime() + policyForSite(work.fromSite).signingReapplyDays * DAY_MS);
  const row = await repo.updateApplication(application.id, {
    status: 'rejected',
    rejectReason: reason,
    reapplyAfter,
    reviewedAt: now,
    reviewedBy: actor.id ?? null,
    updatedAt: now,
  });
  await repo.addEvent({ applicationId: application.id, kind: 'rejected', at: now, note: reason, actor });
  await settleNotices(tx, application.authorId, CONTRACT_NOTICES.infoRequested);
  return row;
}

/**
 * pending → info_requested: the author is asked (popup 3, an action-required notice) for what the
 * note says and, where the editor named them, for these fields again.
 */
export async function requestInfo(
  change: Change,
  application: ContractApplication,
  note: string,
  fields: readonly ApplicationField[],
  actor: Actor,
  origin: AuditOrigin | undefined,
  now: Date,
) {
  const { tx, repo, settings } = change;
  assertApplicationMove(application.status, 'info_requested');
  const work = await workOf(tx, application.novelId);
  const row = await repo.updateApplication(application.id, {
    status: 'info_requested',
    infoRequest: note,
    infoFields: [...new Set(fields)],
    infoRequestedAt: now,
    updatedAt: now,
  });
  await repo.addEvent({ applicationId: application.id, kind: 'info_requested', at: now, note, actor });
  await settings.notices.notify(tx, application.authorId, contractNotice.infoRequested(work, note));
  await record(
    change,
    'contract_application',
    application.id,
    application.authorId,
    actor,
    'contract_application.info_requested',
    origin,
    { note, fields: [...new Set(fields)] },
  );
  return row;
}
