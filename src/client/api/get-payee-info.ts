import useSWR from 'swr';
import type { PayeeInfo } from '../../domain/api/payee';
import type { ApiKey } from '../lib/swr';

export const payeeInfoKey: ApiKey = ['/v1/payee.info'];
/** The payee details (masked), any payout hold and the history of changes. */
export const usePayeeInfo = () => useSWR<PayeeInfo>(payeeInfoKey);
