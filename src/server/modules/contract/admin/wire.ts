/** The back office's shapes for contracts (staff only; the portal reads src/domain/api/sign.ts). */
import Type from 'typebox';
import { APPLICATION_FIELDS, APPLICATION_STATUSES, CONTRACT_STATUSES, CONTRACT_TYPES, SIGNATURE_FLAGS } from '../../../../domain/contract';
import { TEXT_MAX_CHARS } from '../../../../domain/limits';
import { Count, Id, IsoTime, Nullable, OneOf, Text } from '../../../../domain/api/common';
import { ContractTermsWire, ContractView } from '../../../../domain/api/sign';

const applicationId = Id('application id', 9);
const contractId = Id('contract id', 4);
const statusFilter = (example: string) =>
  Type.Optional(
    Type.String({ maxLength: 200, pattern: '^[a-z_, ]*$', description: 'comma-separated states', examples: [example] }),
  );

export const ApplicationListQuery = { status: statusFilter('pending,info_requested') };
export const ApplicationEntry = Type.Object({
  id: applicationId,
  book_id: Id('novel id', 12),
  title: Type.String({ examples: ['The Lantern Archive'] }),
  words: Count('words of the work', 31250),
  user_id: Id('author’s user id', 7),
  pen_name: Type.String({ examples: ['Mara Quill'] }),
  status: OneOf(APPLICATION_STATUSES),
  minor: Type.Boolean({ description: 'a guardian applies and signs too', examples: [false] }),
  editor: Nullable(Type.String({ examples: ['Iris Calder'] })),
  submitted_at: IsoTime(),
  review_day: Count('day N of the review', 3),
  review_days: Count('the site’s review time in days', 14),
  info_request: Nullable(Type.String({ examples: ['The ID photo is blurred.'] })),
  info_fields: Type.Array(OneOf(APPLICATION_FIELDS), { description: 'the fields asked for again (while info_requested)', examples: [['id_photo_front']] }),
  reject_reason: Nullable(Type.String({ examples: ['The first chapters need more work.'] })),
  contract_id: Nullable(contractId),
});
export const ApplicationIdRequest = Type.Object({ application_id: applicationId });
export const ApplicationRejectRequest = Type.Object({
  application_id: applicationId,
  reason: Text(TEXT_MAX_CHARS, 'the reason the author reads', 'The first chapters need more work.'),
});
export const ApplicationInfoRequest = Type.Object({
  application_id: applicationId,
  note: Text(TEXT_MAX_CHARS, 'what the author should add', 'The ID photo is blurred; please upload it again.'),
  fields: Type.Optional(
    Type.Array(OneOf(APPLICATION_FIELDS, 'a field of the application'), {
      maxItems: APPLICATION_FIELDS.length,
      description: 'the fields the author gives again (the rest is kept); none: the note says what to add',
      examples: [['id_photo_front']],
    }),
  ),
});
export const ApplicationReviewed = Type.Object({
  application_id: applicationId,
  status: OneOf(APPLICATION_STATUSES),
  contract_id: Nullable(contractId),
  contract_no: Nullable(Type.String({ examples: ['WC-2026-000004'] })),
});

const share = Type.Integer({
  minimum: 1,
  maximum: 100,
  description: 'the author’s share of net income, per cent',
  examples: [50],
});
const years = Type.Integer({ minimum: 1, maximum: 10, description: 'term in years', examples: [5] });
const firstPaid = Nullable(
  Type.Integer({ minimum: 1, maximum: 100_000, description: 'chapters from this number on are paid', examples: [21] }),
);
export const PrepareRequest = Type.Object({
  contract_id: contractId,
  type: OneOf(CONTRACT_TYPES, 'exclusive or non_exclusive'),
  revenue_share: share,
  term_years: years,
  first_paid_chapter: Type.Optional(firstPaid),
});
export const ChangeTypeRequest = Type.Object({
  contract_id: contractId,
  type: OneOf(CONTRACT_TYPES, 'the new type'),
  revenue_share: Type.Optional(share),
  term_years: Type.Optional(years),
  first_paid_chapter: Type.Optional(firstPaid),
  note: Type.Optional(
    Text(TEXT_MAX_CHARS, 'what the author reads beside the change', 'Exclusive gives you the bonus programme.'),
  ),
});
export const ContractIdRequest = Type.Object({ contract_id: contractId });
export const CountersignRequest = Type.Object({
  contract_id: contractId,
  evidence_reviewed: Type.Optional(
    Type.Boolean({
      description: 'the member has reviewed the signing evidence contract.show lists; required when there is any',
      examples: [true],
    }),
  ),
});
/** What the author's and the guardian's signatures had in common, flagged when they signed. */
export const SigningEvidence = Type.Object({
  party: OneOf(['author', 'guardian'] as const),
  signed_at: IsoTime(),
  flags: Type.Array(OneOf(SIGNATURE_FLAGS), {
    description:
      'same_ip, same_device, author_device (a device the author signs in from), same_user_agent, guardian_email_is_author, within_a_minute',
  }),
  seconds_apart: Nullable(Type.Number({ description: 'seconds after the other party’s signature', examples: [0.7] })),
});
export const ContractEndRequest = Type.Object({
  contract_id: contractId,
  reason: Text(TEXT_MAX_CHARS, 'the reason the author reads', 'The author asked to end the contract.'),
});
export const ContractChanged = Type.Object({
  contract_id: contractId,
  contract_no: Type.String({ examples: ['WC-2026-000004'] }),
  status: OneOf(CONTRACT_STATUSES),
  terms: Nullable(ContractTermsWire),
  pending_change: Type.Boolean({ description: 'a change of terms waits for the author’s answer', examples: [false] }),
  expires_at: Nullable(IsoTime()),
});
export const ContractListQuery = { status: statusFilter('signing,signing_completed') };
export const ContractEntry = Type.Object({
  id: contractId,
  contract_no: Type.String({ examples: ['WC-2026-000004'] }),
  book_id: Id('novel id', 12),
  title: Type.String({ examples: ['The Lantern Archive'] }),
  user_id: Id('author’s user id', 7),
  pen_name: Type.String({ examples: ['Mara Quill'] }),
  status: OneOf(CONTRACT_STATUSES),
  minor: Type.Boolean({ examples: [false] }),
  type: Nullable(OneOf(CONTRACT_TYPES)),
  pending_change: Type.Boolean({ examples: [false] }),
  evidence_flagged: Type.Boolean({ description: 'the signatures carry evidence to review before countersigning (contract.show)', examples: [false] }),
  prepared_at: Nullable(IsoTime()),
  signed_at: Nullable(IsoTime()),
  completed_at: Nullable(IsoTime()),
  expires_at: Nullable(IsoTime()),
});
export const ContractDetail = Type.Object({
  contract: ContractView,
  application_id: applicationId,
  user_id: Id('author’s user id', 7),
  pen_name: Type.String({ examples: ['Mara Quill'] }),
  lang: Type.String({ examples: ['en'] }),
  unsigned_sha256: Nullable(Type.String({ examples: ['9f86d081884c7d65…'] })),
  signed_sha256_before: Nullable(Type.String()),
  signed_sha256_after: Nullable(Type.String()),
  sealed_sha256: Nullable(Type.String()),
  end_reason: Nullable(Type.String()),
  signing_evidence: Type.Array(SigningEvidence, {
    description: 'flagged signatures: review before countersigning (contract.countersign asks for evidence_reviewed)',
  }),
});
export const ExpireRun = Type.Object({ expired: Count('contracts expired', 1), contracts: Type.Array(contractId) });
