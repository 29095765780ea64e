import useSWR from 'swr';
import type { ContractList, SignInfo, SignUrl } from '../../../../domain/api/sign';
import { download, http } from '../../../lib/http';
import type { ApiKey } from '../../../lib/swr';

export const signInfoKey = (bookId: number): ApiKey => ['/v1/sign.info', { book_id: bookId }];
/** /mySignInfo: the work's application (masked) and contract. */
export const useSignInfo = (bookId: number | null) => useSWR<SignInfo>(bookId ? signInfoKey(bookId) : null);

export const contractsKey: ApiKey = ['/v1/sign.contracts'];
/** /mySignUp: every contract of the author. */
export const useContracts = () => useSWR<ContractList>(contractsKey);

export const acceptChange = (contractId: number) => http.post<unknown>('/v1/sign.acceptChange', { contract_id: contractId });
export const declineChange = (contractId: number, reason: string) =>
  http.quietPost<unknown>('/v1/sign.declineChange', { contract_id: contractId, reason });

/** `success` and the signing dialog's address, valid for an hour. */
export const getSignUrl = (bookId: number) => http.quietGet<SignUrl>('/v1/sign.signUrl', { book_id: bookId });

/** The signed contract's PDF (sealed once countersigned). */
export const downloadContractPdf = (contractId: number) => download('/v1/sign.pdf', { contract_id: contractId });
