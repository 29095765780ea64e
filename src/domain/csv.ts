/**
 * The one rule for every CSV the product writes (the server's exports, the portal's downloads),
 * as csv-stringify options: a text cell that a spreadsheet would run as a formula (it starts with
 * = + - @, a tab or a carriage return) gets an apostrophe first, so it shows as the text it is; a
 * plain number (a negative amount, "-2.34") is no formula and stays a number. A byte-order mark
 * first, so spreadsheet programs read the file as UTF-8.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** A text cell as written: neutralised when a spreadsheet would take it for a formula. */
export const formulaSafe = (value: string): string => (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);

/** csv-stringify's options for every CSV the product writes. */
export const CSV_OPTIONS = { bom: true, cast: { string: formulaSafe } } as const;
