/** The end of a contract: staff end it before its term, or its term runs out (the job). */
import type { Db } from '../../../db/client';
import type { Contract } from '../../../db/schema';
import type { AuditOrigin } from '../../audit';
import { record, type Actor, type Change } from '../change';
import { contractNotice } from '../notices';
import { assertContractMove } from '../transitions';
import { workOf } from '../work';
import { contractsRepository } from '../repository';

/** contract_completed → copyright_expired before its term: staff end it, with the reason the author reads. */
export async function end(change: Change, contract: Contract, reason: string, actor: Actor, origin: AuditOrigin | undefined, now: Date) {
  const { tx, repo, settings } = change;
  assertContractMove(contract.status, 'copyright_expired');
  const work = await workOf(tx, contract.novelId);
  const row = await repo.updateContract(contract.id, {
    status: 'copyright_expired',
    endedAt: now,
    endReason: reason,
    updatedAt: now,
  });
  await repo.addEvent({
    applicationId: contract.applicationId,
    contractId: contract.id,
    kind: 'ended',
    at: now,
    note: reason,
    actor,
  });
  await settings.notices.notify(tx, contract.authorId, contractNotice.ended(work, reason));
  await record(change, 'contract', contract.id, contract.authorId, actor, 'contract.ended', origin, { reason });
  return row;
}

/** contract_completed → copyright_expired at the end of its term (the job). */
export async function expire(change: Change, contract: Contract, now: Date) {
  const { tx, repo, settings } = change;
  assertContractMove(contract.status, 'copyright_expired');
  const work = await workOf(tx, contract.novelId);
  const row = await repo.updateContract(contract.id, { status: 'copyright_expired', endedAt: now, updatedAt: now });
  await repo.addEvent({
    applicationId: contract.applicationId,
    contractId: contract.id,
    kind: 'expired',
    at: now,
    actor: { kind: 'system' },
  });
  await settings.notices.notify(tx, contract.authorId, contractNotice.expired(work));
  await record(change, 'contract', contract.id, contract.authorId, { kind: 'system' }, 'contract.expired');
  return row;
}

/** Contracts whose term has ended, locked (skipping any another instance holds). */
export async function dueForExpiry(tx: Db, now: Date, limit = 100) {
  return contractsRepository(tx).dueForExpiry(now, limit);
}
