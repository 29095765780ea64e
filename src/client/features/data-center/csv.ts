import * as React from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@writers-center/design-system';
import { saveFile } from '../../lib/http';
import { httpMessages } from '../../lib/http-messages';
import { CSV_OPTIONS } from '../../../domain/csv';

type Row = readonly (string | number | null)[];

/**
 * Saves rows as a CSV file, written as the server writes its exports: csv-stringify with the
 * product's options (src/domain/csv.ts: a byte-order mark, formula cells neutralised). The library
 * loads on the first export, not with the page (about 10 KB gzip).
 */
export async function downloadCsv(fileName: string, header: readonly string[], rows: readonly Row[]): Promise<void> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  const text = stringify([header, ...rows.map((r) => r.map((v) => (v === null ? '' : v)))], CSV_OPTIONS);
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** `downloadCsv` for an export button: if the library cannot load (offline), a toast says so. */
export function useCsvDownload() {
  const intl = useIntl();
  const toast = useToast();
  return React.useCallback(
    (fileName: string, header: readonly string[], rows: readonly Row[]) =>
      void downloadCsv(fileName, header, rows).catch(() => toast({ intent: 'error', title: intl.formatMessage(httpMessages.network) })),
    [intl, toast],
  );
}
