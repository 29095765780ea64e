/** Staff actions on a contract in force: end it before its term, expire the ones whose term has ended now. */
import Type from 'typebox';
import { contracts } from '../../../db/schema';
import { defineAction, needText } from '../../../admin/registry';
import { byRow } from '../../../admin/scopes';
import { ValidationError } from '../../../lib/errors';
import { expireContracts } from '../lifecycle';
import { contractRef } from './inputs';
import { changed, onContract, staffActor } from './scope';
import { ContractChanged, ContractEndRequest, ExpireRun } from './wire';

export const endContract = defineAction({
  name: 'contract.end',
  method: 'POST',
  summary: 'End a completed contract before its term, with the reason the author reads (copyright_expired)',
  role: 'editor',
  scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
  input: ContractEndRequest,
  output: ContractChanged,
  cli: {
    command: 'contract:end',
    usage: '<contract id> --reason TEXT',
    input: (args) => ({ contract_id: contractRef(args), reason: needText(args.flags.reason, '--reason') }),
  },
  async run(ctx, { contract_id, reason }) {
    const text = reason.trim();
    if (!text) throw new ValidationError({ reason: { id: 'admin.reason.required' } });
    return changed(
      await onContract(ctx, contract_id, (lifecycle, contract, now) =>
        lifecycle.end(contract, text, staffActor(ctx), ctx.origin, now),
      ),
    );
  },
});

export const expireDue = defineAction({
  name: 'contract.expireDue',
  method: 'POST',
  summary: 'Expire the contracts whose term has ended now, instead of waiting for the hourly job (admin)',
  role: 'admin',
  input: Type.Object({}),
  output: ExpireRun,
  cli: { command: 'contracts:expire' },
  async run(ctx) {
    const run = await expireContracts(ctx.tx, ctx.contracts);
    return { expired: run.expired.length, contracts: run.expired };
  },
});
