import type { ContractView } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { inTransaction } from '../../../lib/transaction';
import type { AuditOrigin } from '../../audit';
import { contractViews } from '../application';
import { changeIn } from '../change';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { requireAuthor } from '../work';
import { answerChange } from './type-change';

/** POST /v1/sign.acceptChange and sign.declineChange: the author's answer to a change of terms, on their own contract. */
export async function answerAsAuthor(
  db: Db,
  settings: ContractSettings,
  userId: number,
  contractId: number,
  accepted: boolean,
  reason: string | null,
  origin?: AuditOrigin,
): Promise<ContractView> {
  const repo = contractsRepository(db);
  const now = settings.now();
  await requireAuthor(repo, userId);
  const row = await inTransaction(db, async (tx, hooks) => {
    const r = contractsRepository(tx);
    if (!(await r.ownContract(userId, contractId))) throw notFound('contract.notFound');
    const contract = (await r.contractForUpdate(contractId))!;
    return answerChange(changeIn(tx, settings, hooks), contract, accepted, reason, { kind: 'author', id: userId }, origin, now);
  });
  const title = await repo.title(row.novelId);
  const [view] = await contractViews(repo, [{ contract: row, title: title?.title ?? '' }]);
  return view;
}
