import type { PasswordChanged, PasswordChangeRequest } from '../../../../domain/api/account';
import { http } from '../../../lib/http';

/** Changes the password with the current one; the form shows a 4001's fields, so no toast. */
export const changePassword = (body: Required<PasswordChangeRequest>) => http.quietPost<PasswordChanged>('/v1/user.passwordChange', body);
