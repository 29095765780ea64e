/**
 * Every change of a contract's state, each in the caller's transaction with its event, its notice
 * to the author and its audit entry: preparing (sign now), changing the type and the author's
 * answer, the signatures, countersigning, ending and expiring; one file per transition. PDFs live
 * outside the transaction (files.ts). Routes and staff actions call these; none of them checks who
 * may ask (the callers do).
 */
import type { Db } from '../../../db/client';
import type { TransactionHooks } from '../../../lib/transaction';
import { approve, reject, requestInfo } from '../application';
import { changeIn, type Change } from '../change';
import type { ContractSettings } from '../settings';
import { countersign, sealForCountersignature } from './countersign';
import { end, expire } from './end';
import { issueGuardianLink } from './guardian-link';
import { prepare } from './prepare';
import { afterSignature } from './signed';
import { answerChange, changeType } from './type-change';

export type { Actor } from '../change';
export type { Countersignature } from './countersign';
export { EXPIRE_JOB, expireContracts } from './expire-job';
export { answerRoutes } from './routes';

/**
 * The changes of state of applications (application/decisions.ts) and contracts, bound to one
 * transaction: `hooks` is its outcome, which the PDFs stored or replaced by a change wait on.
 */
export function contractLifecycle(tx: Db, settings: ContractSettings, hooks: TransactionHooks) {
  const change = changeIn(tx, settings, hooks);
  const bound =
    <A extends unknown[], R>(fn: (change: Change, ...args: A) => R) =>
    (...args: A) =>
      fn(change, ...args);
  return {
    issueGuardianLink: bound(issueGuardianLink),
    approve: bound(approve),
    reject: bound(reject),
    requestInfo: bound(requestInfo),
    prepare: bound(prepare),
    changeType: bound(changeType),
    answerChange: bound(answerChange),
    afterSignature: bound(afterSignature),
    sealForCountersignature: bound(sealForCountersignature),
    countersign: bound(countersign),
    end: bound(end),
    expire: bound(expire),
  };
}

export type ContractLifecycle = ReturnType<typeof contractLifecycle>;
