import type { PayeeSaveRequest, PayeeSaved } from '../../../../domain/api/payee';
import { http } from '../../../lib/http';

/** Saves the details with the password again; the form shows a 4001's fields, so no toast. */
export const savePayee = (body: PayeeSaveRequest) => http.quietPost<PayeeSaved>('/v1/payee.save', body);
