import { brandNameOfSite } from '../../../../domain/brand-names';
import { normalizeLocale } from '../../../../domain/locales';
import { maskTail } from '../../../../domain/personal-data';
import type { SigningSession } from '../../../../domain/api/sign';
import type { Db } from '../../../db/client';
import { contractDocument } from '../paperwork';
import { contractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { maskEmail } from '../views';
import { workOf } from '../work';
import { assertAuthorSession, linkInvalid, type SignerClient } from './signer';

/**
 * GET /v1/sign.session?token=: the contract as its signer reads it, in the language asked for
 * (the contract's own otherwise), with the guardian's name masked. The author's link shows only
 * to the author's own sign-in.
 */
export async function signingPage(
  db: Db,
  settings: ContractSettings,
  token: string,
  lang: string | undefined,
  client: Pick<SignerClient, 'userId'>,
): Promise<SigningSession> {
  const repo = contractsRepository(db);
  const now = settings.now();
  const ref = await settings.provider.findSession(db, token, now);
  if (!ref) throw linkInvalid();
  const contract = await repo.contract(ref.contractId);
  const application = contract ? await repo.application(contract.applicationId) : null;
  if (
    !contract ||
    !application ||
    !contract.terms ||
    contract.status === 'unsigned' ||
    contract.status === 'copyright_expired'
  )
    throw linkInvalid();
  assertAuthorSession(ref, contract, client);
  const work = await workOf(db, contract.novelId);
  const locale = lang ? normalizeLocale(lang) : normalizeLocale(contract.lang);
  const { clauses, keyTerms } = settings.paperwork.clauses(
    contractDocument({ contract, terms: contract.terms, application, author: work, title: work.title, lang: locale }),
  );
  const signed = ref.usedAt !== null || (await repo.signatures([contract.id])).some((s) => s.party === ref.party);
  const guardian = ref.party === 'guardian';
  return {
    contract_no: contract.contractNo,
    role: ref.party,
    // The author's link opens only to the author's own sign-in, so it shows their name in full;
    // the guardian's is a bearer link, so the guardian's name stays masked on it.
    signer: guardian ? maskTail(application.guardianTruename ?? '') : application.truename,
    author_pen_name: work.penName,
    work_title: work.title,
    platform: brandNameOfSite(work.fromSite),
    lang: locale,
    clauses: clauses.map((c) => ({ id: c.id, title: c.title, text: c.text, summary: c.summary })),
    key_terms: keyTerms.map((k) => ({ id: k.id, label: k.label, value: k.value })),
    expires_at: ref.expiresAt.toISOString(),
    signed,
    code_required: guardian,
    code_sent_to: guardian && application.guardianEmail ? maskEmail(application.guardianEmail) : null,
  };
}
