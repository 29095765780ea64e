/**
 * What each module other than the user module erases of an account whose deletion completes, run in
 * the erasure's transaction. Payee details are not here: they stay with the payouts and tax records
 * the law keeps, as do contracts and the applications behind them.
 */
import { eraseArchivesOf } from './modules/archive';
import { eraseOpenApplicationsOf } from './modules/contract';
import { eraseTicketsOf } from './modules/support';
import type { AccountEraser } from './modules/user';

export const ACCOUNT_ERASERS: readonly AccountEraser[] = [eraseArchivesOf, eraseTicketsOf, eraseOpenApplicationsOf];
