import type { SignSubmitRequest, SignSubmitted } from '../../../../domain/api/sign';
import { http } from '../../../lib/http';

/** POST /v1/sign.submit: the failures are shown next to the fields, not in a toast. */
export const submitApplication = (body: SignSubmitRequest) => http.quietPost<SignSubmitted>('/v1/sign.submit', body);
