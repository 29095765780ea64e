import { download } from '../../../lib/http';

/** The signed contract's PDF (sealed once countersigned). */
export const downloadContractPdf = (contractId: number) => download('/v1/sign.pdf', { contract_id: contractId });
