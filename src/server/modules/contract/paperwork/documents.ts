/**
 * The contract's paperwork, from the document module (../document: clauses, PDF rendering, the
 * platform's seal and its verification) and the rows it is made of. The only file of this module
 * that knows the document module's shapes.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { normalizeLocale } from '../../../../domain/locales';
import type { Contract, ContractApplication, StoredTerms } from '../../../db/schema';
import type { Storage } from '../../../lib/storage/storage';
import {
  contractClauses,
  loadPlatformCertificate,
  renderSignedPdf,
  renderUnsignedPdf,
  sealPdf,
  verifySealedPdf,
  type ContractDocument,
  type PlatformCertificate,
  type SealCheck,
  type SignatureRecord,
} from '../document';
import { brandNameOfSite } from '../../../../domain/brand-names';

export type { ContractDocument, SignatureRecord };

/** Where the platform's certificate comes from: PEMs (SIGNING_CERT/SIGNING_KEY) or one generated once in `dataDir`. */
export interface CertificateSource {
  dataDir: string;
  certPem?: string;
  keyPem?: string;
}

export type { PlatformCertificate };
export type VerifyOutcome = SealCheck;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface Paperwork {
  clauses(doc: ContractDocument): ReturnType<typeof contractClauses>;
  unsigned(doc: ContractDocument): Promise<{ pdf: Buffer; sha256: string }>;
  /** `unsignedPdf`: the PDF stored when the contract was prepared (its hash is the certificate page's "before") */
  signed(
    doc: ContractDocument,
    signatures: SignatureRecord[],
    unsignedPdf?: Buffer,
  ): Promise<{ pdf: Buffer; sha256Before: string; sha256After: string }>;
  /** seals a signed PDF under the platform's certificate */
  seal(pdf: Buffer, reason: string): Promise<Buffer>;
  verify(bytes: Buffer): Promise<VerifyOutcome>;
}

export function contractPaperwork(source: CertificateSource): Paperwork {
  let certificate: Promise<PlatformCertificate> | undefined;
  // Loaded (or generated) on first use, once per process.
  const cert = () =>
    (certificate ??= mkdir(source.dataDir, { recursive: true, mode: 0o700 })
      .then(() => loadPlatformCertificate(source))
      .catch((err: unknown) => {
        // A failure (an unreadable key file) is not remembered: the next use tries again.
        certificate = undefined;
        throw err;
      }));
  return {
    clauses: (doc) => contractClauses(doc),
    async unsigned(doc) {
      const pdf = Buffer.from(await renderUnsignedPdf(doc));
      return { pdf, sha256: sha256Hex(pdf) };
    },
    async signed(doc, signatures, unsignedPdf) {
      const out = await renderSignedPdf(doc, signatures, { unsignedPdf });
      return { pdf: Buffer.from(out.pdf), sha256Before: out.sha256Before, sha256After: out.sha256After };
    },
    async seal(pdf, reason) {
      return Buffer.from(await sealPdf(pdf, await cert(), reason));
    },
    async verify(bytes) {
      return verifySealedPdf(bytes, [await cert()]);
    },
  };
}

const termsOf = (terms: StoredTerms) => ({
  type: terms.type,
  revenueSharePercent: terms.revenue_share,
  termYears: terms.term_years,
  firstPaidChapter: terms.first_paid_chapter,
});

/**
 * The document of a contract: its parties from the application, its terms, in `lang`. The platform
 * party is the brand of the author's site.
 */
export function contractDocument(input: {
  contract: Pick<Contract, 'contractNo' | 'novelId' | 'minor' | 'preparedAt'>;
  terms: StoredTerms;
  application: Pick<ContractApplication, 'truename' | 'guardianTruename' | 'guardianEmail'>;
  author: { penName: string; email: string; fromSite: number | null };
  title: string;
  lang: string;
  preparedAt?: Date;
}): ContractDocument {
  const { contract, application } = input;
  const platformName = brandNameOfSite(input.author.fromSite);
  const parties: ContractDocument['parties'] = [
    { role: 'author', legalName: application.truename, penName: input.author.penName, email: input.author.email },
  ];
  if (contract.minor && application.guardianTruename)
    parties.push({ role: 'guardian', legalName: application.guardianTruename, email: application.guardianEmail ?? undefined });
  parties.push({ role: 'platform', legalName: platformName });
  return {
    contractNo: contract.contractNo,
    lang: normalizeLocale(input.lang),
    platformName,
    work: { bookId: contract.novelId, title: input.title },
    parties,
    terms: termsOf(input.terms),
    preparedAt: input.preparedAt ?? contract.preparedAt ?? new Date(),
  };
}

/** Stores a PDF privately; answers its key. */
export async function storePdf(storage: Storage, pdf: Buffer): Promise<string> {
  const { key } = await storage.saveFile('contract', pdf, 'application/pdf', 'pdf');
  return key;
}
