/**
 * Staff actions on a contract on its way to signature: prepare it (it opens for signing), change
 * its terms while it is signed, countersign it once every party has.
 */
import { contractTermsSchema } from '../../../../domain/schemas/sign';
import { contracts, type StoredTerms } from '../../../db/schema';
import { defineAction, flagText, needText } from '../../../admin/registry';
import { byRow } from '../../../admin/scopes';
import { notFound } from '../../../lib/errors';
import { validate } from '../../../lib/validate';
import { contractLifecycle } from '../lifecycle';
import { contractsRepository } from '../repository';
import { notNow } from '../transitions';
import { contractRef, numberFlag } from './inputs';
import { changed, inScopeOf, onContract, staffActor } from './scope';
import { ChangeTypeRequest, ContractChanged, CountersignRequest, PrepareRequest } from './wire';

/** The editor's terms, checked by the domain's rules (4001 per field). */
async function checkedTerms(terms: StoredTerms): Promise<StoredTerms> {
  const clean = await validate(contractTermsSchema, terms);
  return {
    type: clean.type as StoredTerms['type'],
    revenue_share: clean.revenue_share,
    term_years: clean.term_years,
    first_paid_chapter: clean.first_paid_chapter ?? null,
  };
}

export const prepareContract = defineAction({
  name: 'contract.prepare',
  method: 'POST',
  summary:
    'Prepare an approved application’s contract (type, revenue share, term, first paid chapter) in the author’s language: it opens for signing',
  role: 'editor',
  scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
  input: PrepareRequest,
  output: ContractChanged,
  cli: {
    command: 'contract:prepare',
    usage: '<contract id> --type exclusive|non_exclusive --share PERCENT --years N [--first-paid CHAPTER]',
    input: (args) => ({
      contract_id: contractRef(args),
      type: needText(args.flags.type, '--type') as 'exclusive',
      revenue_share: Number(needText(args.flags.share, '--share')),
      term_years: Number(needText(args.flags.years, '--years')),
      ...(numberFlag(args.flags['first-paid']) !== undefined
        ? { first_paid_chapter: numberFlag(args.flags['first-paid'])! }
        : {}),
    }),
  },
  async run(ctx, input) {
    const terms = await checkedTerms({
      type: input.type,
      revenue_share: input.revenue_share,
      term_years: input.term_years,
      first_paid_chapter: input.first_paid_chapter ?? null,
    });
    return changed(
      await onContract(ctx, input.contract_id, (lifecycle, contract, now) =>
        lifecycle.prepare(contract, terms, staffActor(ctx), ctx.origin, now),
      ),
    );
  },
});

export const changeContractType = defineAction({
  name: 'contract.changeType',
  method: 'POST',
  summary:
    'Change the terms (the type, and what goes with it) of a contract being signed: the author must accept or decline; signatures given so far are void',
  role: 'editor',
  scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
  input: ChangeTypeRequest,
  output: ContractChanged,
  cli: {
    command: 'contract:change-type',
    usage: '<contract id> --type exclusive|non_exclusive [--share PERCENT] [--years N] [--first-paid CHAPTER] [--note TEXT]',
    input: (args) => {
      const share = numberFlag(args.flags.share);
      const years = numberFlag(args.flags.years);
      const firstPaid = numberFlag(args.flags['first-paid']);
      const note = flagText(args.flags.note);
      return {
        contract_id: contractRef(args),
        type: needText(args.flags.type, '--type') as 'exclusive',
        ...(share !== undefined ? { revenue_share: share } : {}),
        ...(years !== undefined ? { term_years: years } : {}),
        ...(firstPaid !== undefined ? { first_paid_chapter: firstPaid } : {}),
        ...(note ? { note } : {}),
      };
    },
  },
  async run(ctx, input) {
    return changed(
      await onContract(ctx, input.contract_id, async (lifecycle, contract, now) => {
        const from = contract.terms;
        if (contract.status !== 'signing' || !from) throw notNow('contract.move.notAllowed');
        const to = await checkedTerms({
          type: input.type,
          revenue_share: input.revenue_share ?? from.revenue_share,
          term_years: input.term_years ?? from.term_years,
          first_paid_chapter: input.first_paid_chapter !== undefined ? input.first_paid_chapter : from.first_paid_chapter,
        });
        return lifecycle.changeType(contract, to, input.note?.trim() || null, staffActor(ctx), ctx.origin, now);
      }),
    );
  },
});

export const countersignContract = defineAction({
  name: 'contract.countersign',
  method: 'POST',
  summary:
    'Countersign a contract every party has signed: the PDF gets the platform’s signature and seal, and the term starts. When the signatures carry evidence (contract.show), only with evidence_reviewed',
  role: 'editor',
  scope: byRow(contracts.id, contracts.authorId, 'contract_id'),
  input: CountersignRequest,
  output: ContractChanged,
  cli: {
    command: 'contract:countersign',
    usage: '<contract id> [--evidence-reviewed]',
    input: (args) => ({ contract_id: contractRef(args), evidence_reviewed: args.flags['evidence-reviewed'] === true }),
  },
  // Rendering and sealing the PDF take long: done before the contract is locked, then checked
  // against the contract as it is under the lock.
  async prepare(ctx, { contract_id, evidence_reviewed }) {
    const contract = await contractsRepository(ctx.db).contract(contract_id);
    if (!contract) throw notFound('contract.notFound');
    await inScopeOf(ctx, ctx.db, contract.authorId);
    return contractLifecycle(ctx.db, ctx.contracts, ctx).sealForCountersignature(contract, ctx.now(), { evidenceReviewed: evidence_reviewed === true });
  },
  run: async (ctx, { contract_id }, sealed) =>
    changed(await onContract(ctx, contract_id, (lifecycle, contract) => lifecycle.countersign(contract, staffActor(ctx), ctx.origin, sealed))),
});
