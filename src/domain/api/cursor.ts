/**
 * Cursors: where a list's next page starts. A cursor comes back from the client, so it is
 * hostile input: each one is bounded by the column it is compared with (PostgreSQL refuses an
 * out-of-range value with an error, which would be a 500), and a malformed or out-of-range
 * cursor answers 4001 on its field. Every paged route takes its cursor from here.
 */
import Type from 'typebox';
import { INT4_MAX } from './common';

/** Largest `bigint` (bigserial) id that JavaScript holds exactly, so the largest such cursor. */
export const INT8_ID_MAX = Number.MAX_SAFE_INTEGER;

/** The type of the id column a cursor is compared with. */
export type CursorColumn = 'integer' | 'bigint';

/**
 * An id cursor: the last id of the previous page (`from: 1`), or the last sequence number seen
 * where 0 means "from the start" (`from: 0`).
 */
export const IdCursor = (column: CursorColumn, description: string, example: number, options: { from?: 0 | 1 } = {}) =>
  Type.Integer({ minimum: options.from ?? 1, maximum: column === 'integer' ? INT4_MAX : INT8_ID_MAX, description, examples: [example] });

/** Latest instant a (time, id) cursor may name: the end of year 9999, the last year an ISO-8601 time writes with four digits. */
const LAST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** `<milliseconds since 1970>.<id>`: a page ordered by time then id, newest first. */
export const TIME_ID_CURSOR_PATTERN = '^\\d{1,13}\\.\\d{1,10}$';

/** A (time, id) cursor on the wire; its range is checked by `parseTimeIdCursor`. */
export const TimeIdCursor = (description: string) => Type.String({ pattern: TIME_ID_CURSOR_PATTERN, maxLength: 24, description, examples: ['1795000000000.311'] });

/** The next page's (time, id) cursor after this row. */
export const timeIdCursor = (at: Date, id: number): string => `${at.getTime()}.${id}`;

/** The time and id a (time, id) cursor names, or null when it is malformed or out of range (the id is an `integer` column). */
export function parseTimeIdCursor(cursor: string): { at: Date; id: number } | null {
  if (!new RegExp(TIME_ID_CURSOR_PATTERN).test(cursor)) return null;
  const [ms, id] = cursor.split('.').map(Number);
  if (!Number.isSafeInteger(ms) || ms > LAST_MS || !Number.isSafeInteger(id) || id < 1 || id > INT4_MAX) return null;
  return { at: new Date(ms), id };
}
