import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, CONTRACT_STATUSES } from '../../../src/domain/contract';
import {
  APPLICATION_TRANSITIONS,
  assertApplicationMove,
  assertContractMove,
} from '../../../src/server/modules/contract/transitions';
import { AppError } from '../../../src/server/lib/errors';

const refusal = (run: () => void) => {
  try {
    run();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : 'not an AppError';
  }
};

describe('contract and application moves on the server', () => {
  it('answers 4009 for every contract move src/domain/contract.ts does not list, and nothing for the ones it does', () => {
    const allowed = new Set([
      'unsigned→signing',
      'signing→signing_completed',
      'signing_completed→contract_completed',
      'contract_completed→copyright_expired',
    ]);
    for (const from of CONTRACT_STATUSES) {
      for (const to of CONTRACT_STATUSES)
        expect(
          refusal(() => assertContractMove(from, to)),
          `${from} → ${to}`,
        ).toBe(allowed.has(`${from}→${to}`) ? null : 4009);
    }
  });

  it('lets an application be reviewed once: pending → info_requested | approved | rejected; info_requested → pending | rejected', () => {
    const allowed = new Set([
      'pending→info_requested',
      'pending→approved',
      'pending→rejected',
      'info_requested→pending',
      'info_requested→rejected',
    ]);
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES)
        expect(
          refusal(() => assertApplicationMove(from, to)),
          `${from} → ${to}`,
        ).toBe(allowed.has(`${from}→${to}`) ? null : 4009);
    }
    expect(APPLICATION_TRANSITIONS.approved).toEqual([]);
    expect(APPLICATION_TRANSITIONS.rejected).toEqual([]);
  });
});
