import useSWR from 'swr';
import type { ContractList } from '../../../../domain/api/sign';
import type { ApiKey } from '../../../lib/swr';

export const contractsKey: ApiKey = ['/v1/sign.contracts'];
/** /mySignUp: every contract of the author. */
export const useContracts = () => useSWR<ContractList>(contractsKey);
