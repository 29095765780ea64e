import useSWR from 'swr';
import type { PayeeInfo, PayeeSaveRequest, PayeeSaved, PayeeValues } from '../../../../domain/api/payee';
import { http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const payeeInfoKey: ApiKey = ['/v1/payee.info'];
/** The payee details (masked), any payout hold and the history of changes. */
export const usePayeeInfo = () => useSWR<PayeeInfo>(payeeInfoKey);

/** Saves the details with the password again; the form shows a 4001's fields, so no toast. */
export const savePayee = (body: PayeeSaveRequest) => http.quietPost<PayeeSaved>('/v1/payee.save', body);

/** The details in clear, for this answer only (the server records the view). */
export const revealPayee = (password: string) => http.quietPost<PayeeValues>('/v1/payee.reveal', { password });
