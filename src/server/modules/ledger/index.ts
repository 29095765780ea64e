/** The ledger module's public face: what the app assembles and what other modules may use. */
export { appendLedgerLines, exactSum, ledgerTotals, type NewLedgerLine, scopeWhere, totalsWhere } from './ledger-repository';
/** An author's archive reads their ledger here. */
export { ledgerArchiveRepository } from './archive-repository';
