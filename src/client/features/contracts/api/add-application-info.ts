import type { SignAddInfoRequest, SignSubmitted } from '../../../../domain/api/sign';
import { http } from '../../../lib/http';

/** POST /v1/sign.addInfo: only what the editor asked for and what the author changed; the rest stays as stored. */
export const addApplicationInfo = (body: SignAddInfoRequest) => http.quietPost<SignSubmitted>('/v1/sign.addInfo', body);
