import type { SignUpAccepted, SignUpRequest } from '../../../../domain/api/session';
import { http } from '../../../lib/http';

/**
 * Answers alike whether or not the address had an account: no token (the form signs in next);
 * failures are shown by the form, next to the fields or above them.
 */
export const signUp = (body: SignUpRequest) => http.quietPost<SignUpAccepted>('/v1/user.email_register', body);
