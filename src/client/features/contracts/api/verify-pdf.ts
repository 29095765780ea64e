import type { VerifyResult } from '../../../../domain/api/sign';
import { request } from '../../../lib/http';

/** Anyone may check a PDF: sent as it is, never stored. */
export const verifyPdf = (file: Blob) =>
  request<VerifyResult>('POST', '/v1/sign.verify', { body: file, silent: true, contentType: 'application/pdf' });
