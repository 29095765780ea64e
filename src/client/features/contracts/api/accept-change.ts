import { http } from '../../../lib/http';

export const acceptChange = (contractId: number) => http.post<unknown>('/v1/sign.acceptChange', { contract_id: contractId });
