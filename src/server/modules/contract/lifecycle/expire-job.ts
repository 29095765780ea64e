import type { Db } from '../../../db/client';
import { inTransaction } from '../../../lib/transaction';
import { changeIn } from '../change';
import type { ContractSettings } from '../settings';
import { dueForExpiry, expire } from './end';

/** The queued job's name (lib/jobs): every instance asks for it each interval, one runs it. */
export const EXPIRE_JOB = 'contracts.expire';

/**
 * Moves every contract whose term has ended to copyright_expired, each with its event, notice and
 * audit entry, exactly once: the rows are locked (skipping any another instance holds) and the
 * move is checked against the status read under the lock.
 */
export async function expireContracts(db: Db, settings: ContractSettings, now = settings.now()): Promise<{ expired: number[] }> {
  return inTransaction(db, async (tx, hooks) => {
    const due = await dueForExpiry(tx, now);
    const change = changeIn(tx, settings, hooks);
    for (const contract of due) await expire(change, contract, now);
    return { expired: due.map((c) => c.id) };
  });
}
