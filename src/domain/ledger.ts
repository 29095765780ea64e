/**
 * The income ledger's vocabulary (issue 16). A line's `amount_minor` is its effect on the author's
 * balance: what the author earns is positive, withholding and payouts are negative. Lines are never
 * edited; an adjustment (either sign, with a reason) corrects.
 */
export const LEDGER_KINDS = ['unlock', 'bonus', 'reward', 'welfare', 'adjustment', 'withholding', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_SOURCES = ['platform', 'import', 'staff', 'system'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

/** Kinds whose amount may not be positive (they take money out of the balance). */
export const DEBIT_KINDS: readonly LedgerKind[] = ['withholding', 'payout'];
/** Kinds that must give a reason in words. */
export const REASONED_KINDS: readonly LedgerKind[] = ['adjustment', 'bonus', 'withholding'];

export const isLedgerKind = (value: unknown): value is LedgerKind => LEDGER_KINDS.includes(value as LedgerKind);

/** YYYY-MM of a YYYY-MM-DD day. */
export const monthOf = (day: string): string => day.slice(0, 7);
