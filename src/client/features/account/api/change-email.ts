import type { EmailChangeRequest, EmailState } from '../../../../domain/api/account-lifecycle';
import { http } from '../../../lib/http';

/** Asks to sign in with a new address (mailed a link); the form shows a 4001's fields, so no toast. */
export const changeEmail = (body: Required<EmailChangeRequest>) => http.quietPost<EmailState>('/v1/user.emailChange', body);
