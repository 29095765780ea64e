import type { AutographResult, GuardianCodeSent, SigningSession, VerifyResult } from '../../../../domain/api/sign';
import { http, request } from '../../../lib/http';

/** What the signing page shows, by the link's token (no sign-in). */
export const getSigningSession = (token: string) => http.quietGet<SigningSession>('/v1/sign.session', { token });

/** sign.autograph: the signature (PNG data URL), the confirmed intent and, for the guardian, the mailed code. */
export const sendAutograph = (body: { token: string; signature: string; intent: boolean; code?: string }) =>
  http.quietPost<AutographResult>('/v1/sign.autograph', body);

/** The guardian's one-time code, mailed to the address their link went to. */
export const requestGuardianCode = (token: string) => http.quietPost<GuardianCodeSent>('/v1/sign.guardianCode', { token });

/** Anyone may check a PDF: sent as it is, never stored. */
export const verifyPdf = (file: Blob) =>
  request<VerifyResult>('POST', '/v1/sign.verify', { body: file, silent: true, contentType: 'application/pdf' });
