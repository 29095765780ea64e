import { sql, type SQL } from 'drizzle-orm';

/** A timestamp written by the database as `Date#toISOString()` writes it (milliseconds, UTC), for JSON built in SQL. */
export const isoTimestamp = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** JSON the database wrote, as text, of a value shaped as `T`: sent on as it is, never parsed on the way. */
export type JsonText<T> = string & { readonly __jsonOf?: T };
