/**
 * What authors are shown of applications and contracts (src/domain/api/sign.ts): personal values
 * masked to their last four characters, events in order, the tracker's step and day.
 */
import {
  reviewDay,
  type ApplicationField,
  type ApplicationStatus,
  type ContractEvent,
  type ContractStatus,
  type SigningParty,
  type SigningStep,
} from '../../../domain/contract';
import type { ContractView, SignApplicationState, SignInfo } from '../../../domain/api/sign';
import { maskTail } from '../../../domain/personal-data';
import type { Contract, ContractApplication, ContractEventRow, ContractSignature } from '../../db/schema';

/** `anne@example.test` → `a•••@example.test` */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskTail(email);
  const [first] = [...email.slice(0, at)];
  return `${first}•••${email.slice(at)}`;
}

/** The tracker's current step, from the application and its contract. */
export function stepOf(application: Pick<ContractApplication, 'status'>, contract: Pick<Contract, 'status'> | null): SigningStep {
  if (application.status !== 'approved' || !contract) return 'review';
  switch (contract.status as ContractStatus) {
    case 'unsigned':
      return 'contract';
    case 'signing':
      return 'signing';
    case 'signing_completed':
      return 'countersign';
    default:
      return 'done';
  }
}

export function applicationState(
  application: ContractApplication,
  contract: Contract | null,
  editor: { id: number; name: string } | null,
  reviewDays: number,
  now: Date,
): SignApplicationState {
  // The review's clock stops when the editor decides.
  const decided = application.status === 'approved' || application.status === 'rejected';
  return {
    id: application.id,
    book_id: application.novelId,
    status: application.status as ApplicationStatus,
    step: stepOf(application, contract),
    submitted_at: application.submittedAt.toISOString(),
    editor,
    review_day: Math.max(1, reviewDay(application.submittedAt, decided && application.reviewedAt ? application.reviewedAt : now)),
    review_days: reviewDays,
    reject_reason: application.status === 'rejected' ? application.rejectReason : null,
    reapply_at: application.status === 'rejected' ? (application.reapplyAfter?.toISOString() ?? null) : null,
    info_request: application.status === 'info_requested' ? application.infoRequest : null,
    info_fields: application.status === 'info_requested' ? (application.infoFields as ApplicationField[]) : [],
    contract_id: contract?.id ?? null,
  };
}

/** The application as /mySignInfo shows it: every personal value masked. */
export function maskedApplication(
  state: SignApplicationState,
  application: ContractApplication,
): NonNullable<SignInfo['application']> {
  return {
    ...state,
    truename: maskTail(application.truename),
    id_type: application.idType as NonNullable<SignInfo['application']>['id_type'],
    IDcard: maskTail(application.idNumber),
    address: maskTail(application.address),
    mobile: maskTail(application.mobile),
    facebook: maskTail(application.socialAccount),
    monthly_words: application.monthlyWords,
    estimated_words: application.estimatedWords,
    guardian:
      application.minor && application.guardianTruename && application.guardianEmail
        ? {
            truename: maskTail(application.guardianTruename),
            email: maskEmail(application.guardianEmail),
            mobile: maskTail(application.guardianMobile ?? ''),
            IDcard: maskTail(application.guardianIdNumber ?? ''),
          }
        : null,
    photos: { front: Boolean(application.idPhotoFront), back: Boolean(application.idPhotoBack), guardian: Boolean(application.guardianIdPhoto) },
  };
}

/** The parties who must sign before the platform countersigns. */
export const requiredParties = (contract: Pick<Contract, 'minor'>): ('author' | 'guardian')[] =>
  contract.minor ? ['author', 'guardian'] : ['author'];

/** Who still has to sign: the required parties without a signature in force, then the platform. */
export function waitingFor(
  contract: Pick<Contract, 'minor' | 'status'>,
  signatures: Pick<ContractSignature, 'party'>[],
): SigningParty[] {
  if (contract.status === 'contract_completed' || contract.status === 'copyright_expired') return [];
  const signed = new Set(signatures.map((s) => s.party));
  return [...requiredParties(contract).filter((p) => !signed.has(p)), 'platform'];
}

/**
 * A contract as its reader sees it. The author reads their own legal name in full (it is theirs, and
 * they sign under it); staff read it masked, like every other personal value here.
 */
export function contractView(input: {
  contract: Contract;
  title: string;
  application: ContractApplication;
  signatures: ContractSignature[];
  events: ContractEventRow[];
  viewer: 'author' | 'staff';
  /** the platform party: the brand of the author's site (brandNameOfSite) */
  platformName: string;
}): ContractView {
  const { contract, application, signatures } = input;
  const authorName = input.viewer === 'author' ? application.truename : maskTail(application.truename);
  const signedAt = (party: SigningParty) =>
    signatures.find((s) => s.contractId === contract.id && s.party === party)?.signedAt.toISOString() ?? null;
  const parties: ContractView['parties'] = [
    { role: 'author', name: authorName, signed_at: signedAt('author') },
  ];
  if (contract.minor)
    parties.push({ role: 'guardian', name: maskTail(application.guardianTruename ?? ''), signed_at: signedAt('guardian') });
  parties.push({ role: 'platform', name: input.platformName, signed_at: signedAt('platform') });
  const change = contract.pendingChange;
  return {
    id: contract.id,
    contract_no: contract.contractNo,
    book: { id: contract.novelId, title: input.title },
    status: contract.status as ContractStatus,
    terms: contract.terms ?? null,
    pending_change: change ? { from: change.from, to: change.to, requested_at: change.requested_at, note: change.note } : null,
    parties,
    guardian_mailed_to:
      contract.minor &&
      contract.status === 'signing' &&
      !change &&
      !signedAt('guardian') &&
      application.guardianEmail
        ? maskEmail(application.guardianEmail)
        : null,
    prepared_at: contract.preparedAt?.toISOString() ?? null,
    signed_at: contract.signedAt?.toISOString() ?? null,
    completed_at: contract.completedAt?.toISOString() ?? null,
    expires_at: contract.expiresAt?.toISOString() ?? null,
    pdf: Boolean(contract.signedPdfKey),
    events: input.events
      .filter((e) => e.applicationId === application.id)
      .map((e) => ({ kind: e.kind as ContractEvent, at: e.at.toISOString(), note: e.note })),
  };
}
