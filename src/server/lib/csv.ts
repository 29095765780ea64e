import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONS } from '../../domain/csv';

/**
 * The server's one CSV writer: csv-stringify (quoting and escaping done right, the library the
 * portal's downloads use too) with the product's options (src/domain/csv.ts: cells a spreadsheet
 * would run as formulas are neutralised, a byte-order mark first). Every export writes through it.
 */
export const writeCsv = (rows: readonly (readonly unknown[])[]): string => stringify(rows as unknown[][], CSV_OPTIONS);
