import type { AutographResult } from '../../../../domain/api/sign';
import { http } from '../../../lib/http';

/** sign.autograph: the signature (PNG data URL), the confirmed intent and, for the guardian, the mailed code. */
export const sendAutograph = (body: { token: string; signature: string; intent: boolean; code?: string }) =>
  http.quietPost<AutographResult>('/v1/sign.autograph', body);
