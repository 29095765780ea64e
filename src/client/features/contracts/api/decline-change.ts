import { http } from '../../../lib/http';

export const declineChange = (contractId: number, reason: string) =>
  http.quietPost<unknown>('/v1/sign.declineChange', { contract_id: contractId, reason });
