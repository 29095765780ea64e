/**
 * The contract document: its clauses (in the contract's language, from ./i18n), its PDF, the platform's seal and the
 * seal's verification. Pure functions over a ContractDocument: no database, no routes, no storage and no logging
 * (a contract holds legal names, emails and IP addresses). The contracts module stores what these return.
 *
 * Use: at boot `loadPlatformCertificate({ dataDir, ...config.signing })` once; when a contract is prepared
 * `renderUnsignedPdf(doc)` and store it; when the last party has signed
 * `renderSignedPdf(doc, signatures, { unsignedPdf: stored })` then `sealPdf(pdf, cert)` and store the result;
 * `verifySealedPdf(bytes, [cert, ...older certificates])` checks a file someone sends back.
 *
 * Imports src/domain and node packages only; never another module, the client or the design system.
 */
export type { ContractDocument, ContractParty, ContractTerms, ContractType, PartyRole, SignatureRecord } from './types';
export { CLAUSE_IDS, contractClauses, type Clause, type ClauseId, type KeyTerm, type KeyTermId } from './clauses';
export { CONTRACT_NO_KEY, renderSignedPdf, renderUnsignedPdf, sha256, type SignedRenderOptions } from './pdf';
export { CERT_FILE, KEY_FILE, fingerprintOf, loadPlatformCertificate, sealPdf, selfSignedCertificate, type PlatformCertificate } from './seal';
export { verifySealedPdf, type SealCheck } from './verify';
export { readPemSetting, signingPairProblem } from './pem';
