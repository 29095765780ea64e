/**
 * The PDFs of a change. Files live outside the transaction: a PDF stored for a change goes again
 * if the change rolls back, and a PDF the change replaces goes only once it has committed.
 */
import type { Contract, ContractApplication, StoredTerms } from '../../../db/schema';
import type { Change } from '../change';
import { contractDocument, storePdf, type SignatureRecord } from '../paperwork';
import type { ContractSettings } from '../settings';
import type { Work } from '../work';

/** The unsigned PDF, rendered from the terms in the contract's language and stored for this change. */
export async function renderUnsigned(
  change: Change,
  contract: Contract,
  terms: StoredTerms,
  application: ContractApplication,
  work: Work,
  preparedAt: Date,
) {
  const doc = contractDocument({
    contract,
    terms,
    application,
    author: work,
    title: work.title,
    lang: contract.lang,
    preparedAt,
  });
  const { pdf, sha256 } = await change.settings.paperwork.unsigned(doc);
  return { key: await storedForThisChange(change, pdf), sha256 };
}

/** Stores a PDF made for this change; it goes again if the change does not commit. */
export async function storedForThisChange({ settings, hooks }: Change, pdf: Buffer) {
  const key = await storePdf(settings.storage, pdf);
  hooks.afterRollback(() => removeFile(settings, key));
  return key;
}

/** A file the change replaces, removed once the change has committed. */
export function replaced({ settings, hooks }: Change, key: string | null) {
  if (key) hooks.afterCommit(() => removeFile(settings, key));
}

/** The unsigned PDF as stored at preparation (the "before" of the certificate page). */
export async function unsignedPdf({ settings }: Change, contract: Contract) {
  const object = contract.unsignedPdfKey ? await settings.storage.read('private', contract.unsignedPdfKey) : null;
  return object?.data;
}

async function removeFile(settings: ContractSettings, key: string | null) {
  if (key) await settings.storage.remove('private', key).catch(() => undefined);
}

/** The signatures in force, as the document module prints them (images read from storage). */
export async function signatureRecords({ repo, settings }: Change, contract: Contract): Promise<SignatureRecord[]> {
  const rows = await repo.signatures([contract.id]);
  const out: SignatureRecord[] = [];
  for (const s of rows) {
    const image = s.imageKey ? await settings.storage.read('private', s.imageKey) : null;
    out.push({
      role: s.party as SignatureRecord['role'],
      name: s.signerName,
      image: image ? new Uint8Array(image.data) : null,
      signedAt: s.signedAt,
      ip: s.ip ?? '',
      userAgent: s.userAgent ?? '',
    });
  }
  return out;
}
