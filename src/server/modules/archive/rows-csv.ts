import { writeCsv } from '../../lib/csv';

/** A cell as a CSV holds it: times in ISO 8601 (UTC), big integers in full, structures as JSON, nothing as empty. */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return value;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Rows as a CSV through the server's one CSV writer, a header of the columns' database names first. Columns are
 * given (not read from the first row) so an empty table still has its header.
 */
export function rowsCsv<T extends object>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  return writeCsv([columns.map(snake), ...rows.map((row) => columns.map((c) => cell(row[c])))]);
}

/** Every key of a Drizzle table's row, in its declared order. */
export const columnsOf = <T extends object>(columns: Record<keyof T & string, unknown>) => Object.keys(columns) as (keyof T & string)[];
