/**
 * The moves of applications and contracts the server allows: the contracts' from
 * src/domain/contract.ts (shared with the portal), the applications' here. Any other move answers
 * 4009 with the message the author or the staff member reads.
 */
import { canMoveContract, type ApplicationStatus, type ContractStatus } from '../../../domain/contract';
import { ApiCode } from '../../../domain/errors';
import { AppError } from '../../lib/errors';

/**
 * An application: the editor asks for information, approves or rejects a pending one; the author's
 * answer puts an info_requested one back to pending; the editor may also reject it while waiting
 * for the answer. Approval and rejection are final (a rejected work applies again after the
 * site's waiting time, with a new application).
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  pending: ['info_requested', 'approved', 'rejected'],
  info_requested: ['pending', 'rejected'],
  approved: [],
  rejected: [],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus) => APPLICATION_TRANSITIONS[from].includes(to);

/** 4009 unless the application may move from `from` to `to`. */
export function assertApplicationMove(from: string, to: ApplicationStatus): void {
  if (!canMoveApplication(from as ApplicationStatus, to)) throw new AppError(ApiCode.Conflict, 'contract.application.notAllowed');
}

/** 4009 unless the contract may move from `from` to `to` (src/domain/contract.ts). */
export function assertContractMove(from: string, to: ContractStatus): void {
  if (!canMoveContract(from as ContractStatus, to)) throw new AppError(ApiCode.Conflict, 'contract.move.notAllowed');
}

/** 4009: the contract is in a state where this cannot happen (no move of its status involved). */
export const notNow = (messageId = 'contract.notNow') => new AppError(ApiCode.Conflict, messageId);
