/** What the contract staff actions share: the member as the actor, their scope, the locked contract and the answer of a change. */
import type { CONTRACT_STATUSES } from '../../../../domain/contract';
import type { Db } from '../../../db/client';
import type { Contract } from '../../../db/schema';
import type { ActionContext } from '../../../admin/registry';
import { forbidden, notFound } from '../../../lib/errors';
import { contractLifecycle, type Actor } from '../lifecycle';
import { contractsRepository } from '../repository';

export const staffActor = (ctx: ActionContext): Actor => ({ kind: 'staff', id: ctx.member.id });

/** 4003 unless the member is an admin or the author's editor. */
export async function inScopeOf(ctx: Pick<ActionContext, 'member'>, tx: Db, authorId: number) {
  if (ctx.member.role === 'admin') return;
  const row = await contractsRepository(tx).editorOf(authorId);
  if (row?.editorId !== ctx.member.id) throw forbidden();
}

/** A contract, locked for the rest of the action's transaction, in the member's scope. */
export async function onContract<R>(
  ctx: ActionContext,
  id: number,
  change: (lifecycle: ReturnType<typeof contractLifecycle>, contract: Contract, now: Date) => Promise<R>,
): Promise<R> {
  const contract = await contractsRepository(ctx.tx).contractForUpdate(id);
  if (!contract) throw notFound('contract.notFound');
  await inScopeOf(ctx, ctx.tx, contract.authorId);
  return change(contractLifecycle(ctx.tx, ctx.contracts, ctx), contract, ctx.now());
}

/** A contract after a change, as the action answers it. */
export const changed = (c: Contract) => ({
  contract_id: c.id,
  contract_no: c.contractNo,
  status: c.status as (typeof CONTRACT_STATUSES)[number],
  terms: c.terms ?? null,
  pending_change: Boolean(c.pendingChange),
  expires_at: c.expiresAt?.toISOString() ?? null,
});
