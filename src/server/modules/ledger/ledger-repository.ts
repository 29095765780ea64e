import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerLines } from '../../db/schema';
import { DEBIT_KINDS, REASONED_KINDS, type LedgerKind, type LedgerSource } from '../../../domain/ledger';
import { balanceCeiling, majorText, minorOf, money, type Money } from '../../../domain/money';

/** One line to append. `amount` carries the currency; see db/schema/ledger.ts for each field. */
export interface NewLedgerLine {
  authorId: number;
  novelId?: number | null;
  kind: LedgerKind;
  day: string;
  amount: Money;
  source: LedgerSource;
  coins?: number | null;
  rate?: string | null;
  grossMinor?: number | null;
  shareBp?: number | null;
  reason?: string | null;
  externalId?: string | null;
  contentHash?: string | null;
  correctsLineId?: number | null;
  payoutId?: number | null;
  createdBy?: number | null;
}

export class LedgerRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerRuleError';
  }
}

function check(line: NewLedgerLine) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(line.day)) throw new LedgerRuleError(`day must be YYYY-MM-DD, got ${line.day}`);
  const amount = minorOf(money(line.amount.amount_minor, line.amount.currency));
  // No one line may hold more than a whole balance may: the column's numbers stay exact.
  const ceiling = minorOf(balanceCeiling(line.amount.currency));
  if (amount > ceiling || -amount > ceiling) throw new LedgerRuleError(`a line may not pass ${majorText(balanceCeiling(line.amount.currency))} ${line.amount.currency}`);
  // A failed payout's money comes back as a positive payout line that names the line it reverses.
  const reversal = line.kind === 'payout' && line.correctsLineId != null && !!line.reason?.trim();
  if (DEBIT_KINDS.includes(line.kind) && amount > 0n && !reversal) throw new LedgerRuleError(`${line.kind} lines take money out: amount must not be positive`);
  if (REASONED_KINDS.includes(line.kind) && !line.reason?.trim()) throw new LedgerRuleError(`${line.kind} lines need a reason`);
}

/**
 * Appends lines in the caller's transaction (the answer lists the new lines' ids). Lines with a platform id already in the ledger are
 * skipped (ingestion is idempotent by that id): the answer says how many were new.
 * The ledger has no update or delete: a correction is another line.
 */
export async function appendLedgerLines(tx: Db, lines: readonly NewLedgerLine[]): Promise<{ inserted: number; duplicates: number; ids: number[] }> {
  if (lines.length === 0) return { inserted: 0, duplicates: 0, ids: [] };
  lines.forEach(check);
  const ids: number[] = [];
  // Chunks keep each statement under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < lines.length; i += 2000) {
    const rows = await tx
      .insert(ledgerLines)
      .values(
        lines.slice(i, i + 2000).map((l) => ({
          authorId: l.authorId,
          novelId: l.novelId ?? null,
          kind: l.kind,
          day: l.day,
          currency: l.amount.currency.toUpperCase(),
          amountMinor: Number(l.amount.amount_minor),
          coins: l.coins ?? null,
          rate: l.rate ?? null,
          grossMinor: l.grossMinor ?? null,
          shareBp: l.shareBp ?? null,
          reason: l.reason ?? null,
          source: l.source,
          externalId: l.externalId ?? null,
          contentHash: l.contentHash ?? null,
          correctsLineId: l.correctsLineId ?? null,
          payoutId: l.payoutId ?? null,
          createdBy: l.createdBy ?? null,
        })),
      )
      .onConflictDoNothing({ target: ledgerLines.externalId, where: sql`${ledgerLines.externalId} is not null` })
      .returning({ id: ledgerLines.id });
    for (const row of rows) ids.push(row.id);
  }
  return { inserted: ids.length, duplicates: lines.length - ids.length, ids };
}

export interface LedgerScope {
  authorId: number;
  novelId?: number;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  /** YYYY-MM-DD, exclusive */
  until?: string;
  kinds?: readonly LedgerKind[];
}

export function scopeWhere(scope: LedgerScope): SQL {
  const parts: SQL[] = [eq(ledgerLines.authorId, scope.authorId)];
  if (scope.novelId !== undefined) parts.push(eq(ledgerLines.novelId, scope.novelId));
  if (scope.from) parts.push(gte(ledgerLines.day, scope.from));
  if (scope.until) parts.push(lt(ledgerLines.day, scope.until));
  if (scope.kinds?.length) parts.push(sql`${ledgerLines.kind} in ${scope.kinds}`);
  return and(...parts)!;
}

/**
 * The sum of a bigint column in SQL, as exact decimal text: PostgreSQL sums bigint into numeric
 * (no overflow), and the text never passes through a JavaScript number.
 */
export const exactSum = (column: SQL | typeof ledgerLines.amountMinor) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** The sum of the lines `where` selects, one Money per currency (none when there are no lines). */
export async function totalsWhere(db: Db, where: SQL): Promise<Money[]> {
  const rows = await db
    .select({ currency: ledgerLines.currency, total: exactSum(ledgerLines.amountMinor) })
    .from(ledgerLines)
    .where(where)
    .groupBy(ledgerLines.currency)
    .orderBy(ledgerLines.currency);
  return rows.map((r) => money(r.total, r.currency));
}

/** The sum of the scope's lines, one Money per currency (none when there are no lines). */
export async function ledgerTotals(db: Db, scope: LedgerScope): Promise<Money[]> {
  return totalsWhere(db, scopeWhere(scope));
}
