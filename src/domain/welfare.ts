/**
 * Welfare (/welfareManage): benefit programs a site's staff define, with progress the
 * portal works out from the author's real releases, counted in days of the program's time zone.
 *
 * - full_attendance: a chapter release of at least `min_words` on every day of a month
 *   (applied for once the month is over);
 * - word_milestone: at least `milestone_words` released in a month (granted at the month's close);
 * - completion: a work finished with at least `min_words` (applied for once per work).
 */
import { money, type Money } from './money';

export const WELFARE_KINDS = ['full_attendance', 'word_milestone', 'completion'] as const;
export type WelfareKind = (typeof WELFARE_KINDS)[number];
export const isWelfareKind = (value: unknown): value is WelfareKind => WELFARE_KINDS.includes(value as WelfareKind);

/** Kinds the author applies for; the others are granted at the month's close. */
export const APPLIED_KINDS: readonly WelfareKind[] = ['full_attendance', 'completion'];

export const CLAIM_STATUSES = ['pending', 'granted', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export interface WelfareRules {
  /** full_attendance: words released each day; completion: the finished work's words */
  min_words?: number;
  /** word_milestone: words released in the month */
  milestone_words?: number;
  /** what the program pays */
  amount_minor: number;
  currency: string;
}

/** The program's amount as Money. */
export const programAmount = (rules: WelfareRules): Money => money(rules.amount_minor, rules.currency);

/** The days (YYYY-MM-DD) of a month (YYYY-MM). */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

export interface AttendanceProgress {
  /** days that met the rule so far */
  met: string[];
  /** past days (before today) that did not: one ends the month's chance */
  missed: string[];
  /** today and the days after it, still to come */
  remaining: number;
  /** every day of the month met so far (or the month is complete and every day met) */
  on_track: boolean;
}

/**
 * A month's full attendance on `today` (both in the program's zone): `released` maps each day to
 * the words released that day. Today counts as met once it is met, else as still to come.
 */
export function attendance(month: string, today: string, released: ReadonlyMap<string, number>, minWords: number): AttendanceProgress {
  const met: string[] = [];
  const missed: string[] = [];
  let remaining = 0;
  for (const day of daysOfMonth(month)) {
    const ok = (released.get(day) ?? 0) >= minWords;
    if (ok && day <= today) met.push(day);
    else if (day < today) missed.push(day);
    else remaining++;
  }
  return { met, missed, remaining, on_track: missed.length === 0 };
}
