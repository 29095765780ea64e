import { stringify } from 'csv-stringify/browser/esm/sync';
import { saveFile } from '../../lib/http';

/**
 * Saves rows as a CSV file (csv-stringify: quoting and escaping done right, the same library the
 * server's statements use). A BOM first, so spreadsheet programs read non-Latin text as UTF-8.
 */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  const text = stringify([header, ...rows.map((r) => r.map((v) => (v === null ? '' : v)))]);
  saveFile(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
