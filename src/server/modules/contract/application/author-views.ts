/** What /mySignInfo and /mySignUp show the author: a work's application (masked) and contracts. */
import { policyForSite } from '../../../../domain/limits';
import type { ContractView, SignInfo } from '../../../../domain/api/sign';
import { brandNameOfSite } from '../../../../domain/brand-names';
import type { Db } from '../../../db/client';
import type { Contract } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { contractsRepository, type ContractsRepository } from '../repository';
import type { ContractSettings } from '../settings';
import { applicationState, contractView, maskedApplication } from '../views';
import { requireAuthor } from '../work';
import { editorOf } from './checklist';

/** Views of contracts: their applications, signatures and history. */
export async function contractViews(r: ContractsRepository, rows: { contract: Contract; title: string }[]): Promise<ContractView[]> {
  const ids = rows.map((x) => x.contract.id);
  const applicationIds = [...new Set(rows.map((x) => x.contract.applicationId))];
  const [signatures, events, applications] = await Promise.all([
    r.signatures(ids),
    r.events(applicationIds),
    Promise.all(applicationIds.map((id) => r.application(id))),
  ]);
  // The platform party of each contract is the brand of its author's site.
  const brands = new Map<number, string>();
  for (const authorId of new Set(rows.map((x) => x.contract.authorId)))
    brands.set(authorId, brandNameOfSite((await r.author(authorId))?.user.fromSite));
  const out: ContractView[] = [];
  for (const { contract, title } of rows) {
    const application = applications.find((a) => a?.id === contract.applicationId);
    if (!application) continue;
    out.push(contractView({ contract, title, application, signatures, events, viewer: 'author', platformName: brands.get(contract.authorId)! }));
  }
  return out;
}

/** GET /v1/sign.info?book_id=: the work's latest application (masked) and contract. */
export async function signInfo(db: Db, settings: ContractSettings, userId: number, novelId: number): Promise<SignInfo> {
  const repo = contractsRepository(db);
  const now = settings.now();
  const { user } = await requireAuthor(repo, userId);
  const novel = await repo.novel(userId, novelId);
  if (!novel) throw notFound('novel.notFound');
  const latest = await repo.latestApplication(userId, novelId);
  const contract = await repo.latestContract(userId, novelId);
  const ofLatest = latest && contract?.applicationId === latest.id ? contract : null;
  const state = latest
    ? applicationState(
        latest,
        ofLatest,
        await editorOf(db, latest.editorId),
        policyForSite(user.fromSite).signingReviewDays,
        now,
      )
    : null;
  const [view] = contract ? await contractViews(repo, [{ contract, title: novel.title }]) : [];
  return {
    book: { id: novel.id, title: novel.title },
    application: latest && state ? maskedApplication(state, latest) : null,
    contract: view ?? null,
  };
}

/** GET /v1/sign.contracts: every contract of the author. */
export async function authorContracts(db: Db, userId: number) {
  const repo = contractsRepository(db);
  await requireAuthor(repo, userId);
  return { list: await contractViews(repo, await repo.contracts(userId)) };
}
