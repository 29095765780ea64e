import type { PayeeSaveRequest, PayeeSaved, PayeeValues } from '../../../../domain/api/payee';
import { http } from '../../../lib/http';

/** Saves the details with the password again; the form shows a 4001's fields, so no toast. */
export const savePayee = (body: PayeeSaveRequest) => http.quietPost<PayeeSaved>('/v1/payee.save', body);

/** The details in clear, for this answer only (the server records the view). */
export const revealPayee = (password: string) => http.quietPost<PayeeValues>('/v1/payee.reveal', { password });
