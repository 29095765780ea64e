/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The years a day the platform sends may fall in. Outside them a day is a mistake (1900, year 0),
 * never data, and PostgreSQL would refuse some of them outright.
 */
export const DAY_MIN_YEAR = 2000;
export const DAY_MAX_YEAR = 2199;

/** What is wrong with a day: not YYYY-MM-DD, not on the calendar (2026-02-31), or outside the years above. */
export type DayProblem = 'format' | 'calendar' | 'range';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The one check of a calendar day (income, stats, comments, CSV import, ranges); undefined when it is one. */
export function dayProblem(value: unknown): DayProblem | undefined {
  if (typeof value !== 'string') return 'format';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'format';
  const [y, m, d] = match.slice(1).map(Number);
  if (m < 1 || m > 12 || d < 1 || d > (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1])) return 'calendar';
  if (y < DAY_MIN_YEAR || y > DAY_MAX_YEAR) return 'range';
  return undefined;
}

/** The message id and values that say what is wrong with a day, in the reader's language. */
export function dayMessage(day: string, problem: DayProblem): { id: string; values: Record<string, string | number> } {
  return problem === 'range' ? { id: 'day.outOfRange', values: { day, min: String(DAY_MIN_YEAR), max: String(DAY_MAX_YEAR) } } : { id: 'day.invalid', values: { day } };
}

export const isDay = (value: unknown): value is string => dayProblem(value) === undefined;
