/**
 * The contract's papers on the module's side: the adapter to the document module (documents.ts:
 * the PDFs made from the rows, the platform's certificate), the author's download of the signed
 * PDF and the public check of a sealed one. The document module itself (../document) stays pure.
 */
export {
  contractDocument,
  contractPaperwork,
  sha256Hex,
  storePdf,
  type CertificateSource,
  type ContractDocument,
  type Paperwork,
  type SignatureRecord,
} from './documents';
export { acceptPdfBodies, paperworkRoutes, VERIFY_MAX_BYTES } from './routes';
