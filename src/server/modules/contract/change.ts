/**
 * What every change of an application's or a contract's state works with: the caller's
 * transaction and its hooks, the module's settings, the repository on that transaction, and the
 * audit entry it writes. Routes and staff actions check who may ask; a change does not.
 */
import type { Db } from '../../db/client';
import type { TransactionHooks } from '../../lib/transaction';
import { audit, type ActorKind as AuditActorKind, type AuditOrigin } from '../audit';
import { contractsRepository, type ActorKind, type ContractsRepository } from './repository';
import type { ContractSettings } from './settings';

export interface Actor {
  kind: ActorKind;
  id?: number | null;
}

/**
 * `hooks`: the outcome of the caller's transaction. Files live outside it, so a PDF stored for a
 * change is removed if the change rolls back, and a PDF the change replaces is removed only once
 * it has committed (never before: a rollback would leave the contract pointing at nothing).
 */
export interface Change {
  tx: Db;
  settings: ContractSettings;
  hooks: TransactionHooks;
  repo: ContractsRepository;
}

export const changeIn = (tx: Db, settings: ContractSettings, hooks: TransactionHooks): Change => ({
  tx,
  settings,
  hooks,
  repo: contractsRepository(tx),
});

const auditActor = (actor: Actor): { kind: AuditActorKind; id?: number | null } => ({
  kind: actor.kind === 'guardian' ? 'system' : actor.kind,
  id: actor.kind === 'guardian' ? null : actor.id,
});

/** The change's audit entry (a guardian is recorded as the system: they have no account). */
export async function record(
  { tx }: Change,
  kind: 'contract' | 'contract_application',
  id: number,
  userId: number,
  actor: Actor,
  action: string,
  origin?: AuditOrigin,
  after?: Record<string, unknown>,
) {
  await audit(tx, { actor: auditActor(actor), action, subject: { kind, id, userId }, after: after ?? null, origin });
}
