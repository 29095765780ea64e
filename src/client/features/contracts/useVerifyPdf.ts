import * as React from 'react';
import { useIntl } from 'react-intl';
import type { VerifyResult } from '../../../domain/api/sign';
import { formatKilobytes } from '../../lib/bytes';
import { ApiError } from '../../lib/http';
import { verifyPdf } from './api/verify-pdf';
import { verify as m } from './messages';

/** The largest file the server reads (it answers 413 beyond). */
const MAX_BYTES = 10 * 1024 * 1024;

export type VerifyState = { kind: 'idle'; error?: string } | { kind: 'checking' } | { kind: 'done'; result: VerifyResult };

/** A dropped or chosen file checked by the server: a PDF of at most 10 MB, or why not. */
export function useVerifyPdf() {
  const intl = useIntl();
  const [state, setState] = React.useState<VerifyState>({ kind: 'idle' });
  const check = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
      return setState({ kind: 'idle', error: intl.formatMessage(m.notPdf) });
    if (file.size > MAX_BYTES)
      return setState({ kind: 'idle', error: intl.formatMessage(m.tooLarge, { size: formatKilobytes(MAX_BYTES, intl.locale) }) });
    setState({ kind: 'checking' });
    try {
      setState({ kind: 'done', result: await verifyPdf(file) });
    } catch (err) {
      setState({ kind: 'idle', error: err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(m.failed) });
    }
  };
  return { state, check };
}
