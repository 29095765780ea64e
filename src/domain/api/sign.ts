/**
 * Wire types of contracts (/signing, /mySignInfo, /mySignUp: author, guardian, contract, its
 * status and popups; sign.signUrl, sign.submit, sign.autograph). Rules:
 * src/domain/schemas/sign.ts; statuses and moves: src/domain/contract.ts.
 */
import Type, { type Static } from 'typebox';
import { APPLICATION_FIELDS, APPLICATION_STATUSES, CONTRACT_EVENTS, CONTRACT_STATUSES, CONTRACT_TYPES, ID_DOCUMENT_TYPES, SIGNING_PARTIES, SIGNING_STEPS } from '../contract';
import { V } from '../schemas/messages';
import { Count, Id, IsoTime, Nullable, OneOf, Text } from './common';
import { SecondFactorField } from './two-factor';

const BookId = (description = 'the work') => Type.Integer({ minimum: 1, maximum: 2_147_483_647, description, examples: [12] });

/** GET /v1/sign.eligibility?original_book_id=: the checklist before the form. */
export const SIGN_CHECKS = ['words', 'email', 'profile', 'guardian', 'open_application', 'reapply'] as const;
export type SignCheckId = (typeof SIGN_CHECKS)[number];
export const SignCheck = Type.Object({
  id: OneOf(SIGN_CHECKS, 'which condition'),
  ok: Type.Boolean({ description: 'met (the guardian line is met once the form names the guardian)', examples: [false] }),
  missing: Type.Array(Type.String({ examples: ['birth_date'] }), { description: 'profile fields still empty (profile line only)' }),
});
export type SignCheck = Static<typeof SignCheck>;

/** The tracker: where an application stands. */
export const SignApplicationState = Type.Object({
  id: Id('application id', 9),
  book_id: BookId(),
  status: OneOf(APPLICATION_STATUSES, 'pending, info_requested, approved or rejected'),
  step: OneOf(SIGNING_STEPS, 'the tracker’s current step'),
  submitted_at: IsoTime('when it was sent'),
  editor: Nullable(Type.Object({ id: Id('editor id', 3), name: Type.String({ examples: ['Iris Calder'] }) })),
  review_day: Count('day N of the review, from 1', 3),
  review_days: Count('the platform’s review time in days (M)', 14),
  reject_reason: Nullable(Type.String({ examples: ['The first chapters need more work.'] })),
  reapply_at: Nullable(IsoTime('after a rejection: from when the work may be put forward again')),
  info_request: Nullable(Type.String({ description: 'what the editor asked the author to add', examples: ['The ID photo is blurred.'] })),
  info_fields: Type.Array(OneOf(APPLICATION_FIELDS, 'a field of sign.submit'), {
    description: 'while the editor asks for information: the fields to give again (sign.addInfo); empty when the note alone says',
    examples: [['id_photo_front']],
  }),
  contract_id: Nullable(Id('the contract once prepared', 4)),
});
export type SignApplicationState = Static<typeof SignApplicationState>;

export const SignEligibility = Type.Object({
  book: Type.Object({ id: BookId(), title: Type.String({ examples: ['The Lantern Archive'] }), words: Count('words of the work', 31250) }),
  threshold: Count('the work must exceed this many words', 30000),
  minor: Type.Boolean({ description: 'under 18: a guardian applies and signs too', examples: [false] }),
  country: Nullable(Type.String({ description: 'the author’s region, for ID and phone formats', examples: ['FR'] })),
  checks: Type.Array(SignCheck),
  can_apply: Type.Boolean({ examples: [true] }),
  application: Nullable(SignApplicationState),
});
export type SignEligibility = Static<typeof SignEligibility>;

/** POST /v1/sign.uploadIdPhoto?party=&side= (multipart field "file"): a private ID photo for the application. */
export const ID_PHOTO_PARTIES = ['author', 'guardian'] as const;
export const ID_PHOTO_SIDES = ['front', 'back'] as const;
export const IdPhotoQuery = {
  party: OneOf(ID_PHOTO_PARTIES, 'whose document'),
  side: OneOf(ID_PHOTO_SIDES, 'which side'),
};
export const IdPhotoUploaded = Type.Object({ upload_id: Type.String({ description: 'pass in sign.submit', examples: ['u_4f1c2a'] }) });
export type IdPhotoUploaded = Static<typeof IdPhotoUploaded>;

/** POST /v1/sign.submit: the application; sent again while the editor asks for information, it updates it. */
export const SignSubmitRequest = Type.Object({
  original_book_id: BookId(),
  truename: Text(200, 'legal name', 'Mara Quill', V.legalNameRequired),
  id_type: OneOf(ID_DOCUMENT_TYPES, 'the identity document', V.idTypeRequired),
  IDcard: Text(40, 'ID number', 'X1234567', V.idNumberRequired),
  id_photo_front: Text(64, 'upload id of the front photo', 'u_4f1c2a', V.idPhotoRequired),
  id_photo_back: Type.Optional(Text(64, 'upload id of the back photo (not for a passport)', 'u_4f1c2b', V.idPhotoBackRequired)),
  address: Text(500, 'postal address', '12 Harbour Lane, Brest', V.addressRequired),
  mobile: Text(32, 'telephone, with its country code', '+33 6 12 34 56 78', V.phoneRequired),
  facebook: Text(200, 'Facebook or other social account', 'facebook.com/maraquill', V.socialRequired),
  monthly_words: Type.Integer({ minimum: 0, maximum: 99_999_999, description: 'monthly update words, 3–8 digits', examples: [60000], 'x-message': V.monthlyWordsRequired }),
  estimated_words: Type.Integer({ minimum: 0, maximum: 99_999_999, description: 'estimated finished words, 3–8 digits', examples: [800000], 'x-message': V.estimatedWordsRequired }),
  guardian_truename: Type.Optional(Text(200, 'guardian’s legal name (minors)', 'Anne Quill', V.guardianNameRequired)),
  guardian_email: Type.Optional(Text(254, 'guardian’s email (minors)', 'anne@example.test', V.guardianEmailRequired)),
  guardian_mobile: Type.Optional(Text(32, 'guardian’s telephone (minors)', '+33 6 98 76 54 32', V.guardianPhoneRequired)),
  guardian_IDcard: Type.Optional(Text(40, 'guardian’s ID number (minors)', 'Y7654321', V.guardianIdRequired)),
  guardian_id_photo: Type.Optional(Text(64, 'upload id of the guardian’s ID photo (minors)', 'u_4f1c2c', V.guardianPhotoRequired)),
});
export type SignSubmitRequest = Static<typeof SignSubmitRequest>;

/**
 * POST /v1/sign.addInfo: the answer to an editor's request for information. Only the fields given
 * change (the editor's info_fields must be among them); every other value stays as it was sent,
 * encrypted as it is stored.
 */
export const SignAddInfoRequest = Type.Object({ ...Type.Partial(SignSubmitRequest).properties, original_book_id: BookId() });
export type SignAddInfoRequest = Static<typeof SignAddInfoRequest>;

/** POST /v1/sign.reveal: the work's application in clear, after the account password again (audited). */
export const SignRevealRequest = Type.Object({
  original_book_id: BookId(),
  password: Text(1024, 'the account password again', 'long-enough-password', V.passwordRequired),
  ...SecondFactorField,
});
export const SignApplicationValues = Type.Object({
  truename: Type.String({ examples: ['Mara Quill'] }),
  IDcard: Type.String({ examples: ['X1234567'] }),
  address: Type.String({ examples: ['12 Harbour Lane, Brest'] }),
  mobile: Type.String({ examples: ['+33 6 12 34 56 78'] }),
  facebook: Type.String({ examples: ['facebook.com/maraquill'] }),
  guardian_truename: Nullable(Type.String({ examples: ['Anne Quill'] })),
  guardian_email: Nullable(Type.String({ examples: ['anne@example.test'] })),
  guardian_mobile: Nullable(Type.String({ examples: ['+33 6 98 76 54 32'] })),
  guardian_IDcard: Nullable(Type.String({ examples: ['Y7654321'] })),
});
export type SignApplicationValues = Static<typeof SignApplicationValues>;
export const SignSubmitted = Type.Object({ application: SignApplicationState });
export type SignSubmitted = Static<typeof SignSubmitted>;

/** What the editor prepared. */
export const ContractTermsWire = Type.Object({
  type: OneOf(CONTRACT_TYPES, 'exclusive or non_exclusive'),
  revenue_share: Type.Integer({ minimum: 1, maximum: 100, description: 'the author’s share of net income, per cent', examples: [50] }),
  term_years: Type.Integer({ minimum: 1, maximum: 10, examples: [5] }),
  first_paid_chapter: Nullable(Type.Integer({ minimum: 1, description: 'chapters from this number on are paid', examples: [21] })),
});
export type ContractTermsWire = Static<typeof ContractTermsWire>;

export const ContractEventEntry = Type.Object({
  kind: OneOf(CONTRACT_EVENTS, 'what happened'),
  at: IsoTime(),
  note: Nullable(Type.String({ description: 'a reason or a request, where there is one', examples: ['Please add the back of the ID card.'] })),
});
export type ContractEventEntry = Static<typeof ContractEventEntry>;

export const ContractParty = Type.Object({
  role: OneOf(SIGNING_PARTIES, 'author, guardian or platform'),
  name: Type.String({ description: 'legal name, masked but for its last four characters', examples: ['••••• Quill'] }),
  signed_at: Nullable(IsoTime()),
});

/** A contract as its author sees it (/mySignInfo, /mySignUp). */
export const ContractView = Type.Object({
  id: Id('contract id', 4),
  contract_no: Type.String({ examples: ['WC-2026-000004'] }),
  book: Type.Object({ id: BookId(), title: Type.String({ examples: ['The Lantern Archive'] }) }),
  status: OneOf(CONTRACT_STATUSES, 'the contract’s status'),
  terms: Nullable(ContractTermsWire),
  pending_change: Nullable(
    Type.Object({ from: ContractTermsWire, to: ContractTermsWire, requested_at: IsoTime(), note: Nullable(Type.String({ examples: ['Exclusive gives you the bonus programme.'] })) }),
  ),
  parties: Type.Array(ContractParty),
  guardian_mailed_to: Nullable(Type.String({ description: 'while the guardian’s signature is awaited: the address (masked) their link was mailed to; the link itself is never shown to the author', examples: ['a•••@example.test'] })),
  prepared_at: Nullable(IsoTime()),
  signed_at: Nullable(IsoTime('the signing date: the last required party’s signature')),
  completed_at: Nullable(IsoTime('countersigned')),
  expires_at: Nullable(IsoTime('the end of the term')),
  pdf: Type.Boolean({ description: 'the signed PDF can be downloaded (sign.pdf)', examples: [true] }),
  events: Type.Array(ContractEventEntry),
});
export type ContractView = Static<typeof ContractView>;

/** GET /v1/sign.info?book_id=: the application and the contract of one work. */
export const SignInfo = Type.Object({
  book: Type.Object({ id: BookId(), title: Type.String({ examples: ['The Lantern Archive'] }) }),
  // One object (the tracker's fields and the masked values), not an intersection: a closed schema of each half would refuse the other's fields.
  application: Nullable(
    Type.Object({
      ...SignApplicationState.properties,
      truename: Type.String({ description: 'masked', examples: ['••••• Quill'] }),
      id_type: OneOf(ID_DOCUMENT_TYPES),
      IDcard: Type.String({ description: 'masked', examples: ['••••4567'] }),
      address: Type.String({ description: 'masked', examples: ['••••••••Brest'] }),
      mobile: Type.String({ description: 'masked', examples: ['••••••••5678'] }),
      facebook: Type.String({ description: 'masked', examples: ['••••••••••••••••••uill'] }),
      monthly_words: Count(undefined, 60000),
      estimated_words: Count(undefined, 800000),
      guardian: Nullable(
        Type.Object({
          truename: Type.String({ examples: ['•••• Quill'] }),
          email: Type.String({ examples: ['a•••@example.test'] }),
          mobile: Type.String({ description: 'masked', examples: ['••••••••5432'] }),
          IDcard: Type.String({ description: 'masked', examples: ['••••4321'] }),
        }),
      ),
      photos: Type.Object(
        {
          front: Type.Boolean({ examples: [true] }),
          back: Type.Boolean({ examples: [false] }),
          guardian: Type.Boolean({ examples: [false] }),
        },
        { description: 'which ID photos are on file (never shown back)' },
      ),
    }),
  ),
  contract: Nullable(ContractView),
});
export type SignInfo = Static<typeof SignInfo>;

/** GET /v1/sign.contracts: every contract of the author (/mySignUp). */
export const ContractList = Type.Object({ list: Type.Array(ContractView) });
export type ContractList = Static<typeof ContractList>;

export const ContractIdRequest = Type.Object({ contract_id: Id('contract id', 4) });
export const DeclineChangeRequest = Type.Object({ contract_id: Id('contract id', 4), reason: Text(2000, 'why the change is declined', 'I want to keep the non-exclusive contract.', V.reasonRequired) });

/**
 * GET /v1/sign.signUrl?book_id=: the dialog's address is valid for an hour. The portal's
 * own signing page is answered as a path on the portal's origin, another provider's as a full address.
 */
export const SignUrl = Type.Object({
  success: Type.Boolean({ examples: [true] }),
  sign_url: Type.String({ examples: ['/esign/3q2…'] }),
  expires_at: IsoTime('an hour after it was issued'),
});
export type SignUrl = Static<typeof SignUrl>;

/** GET /v1/sign.session?token=: what the signing page shows its signer (public, by the link's token). */
export const SigningSession = Type.Object({
  contract_no: Type.String({ examples: ['WC-2026-000004'] }),
  role: OneOf(['author', 'guardian'] as const, 'who signs with this link'),
  signer: Type.String({ description: 'the signer’s legal name: the author’s in full, a guardian’s masked', examples: ['Marisol Quill'] }),
  author_pen_name: Type.String({ examples: ['Mara Quill'] }),
  work_title: Type.String({ examples: ['The Lantern Archive'] }),
  platform: Type.String({ examples: ["Writers' Center"] }),
  lang: Type.String({ examples: ['en'] }),
  clauses: Type.Array(Type.Object({ id: Type.String({ examples: ['grant'] }), title: Type.String(), text: Type.String(), summary: Type.String() })),
  key_terms: Type.Array(Type.Object({ id: Type.String({ examples: ['term'] }), label: Type.String({ examples: ['Term'] }), value: Type.String({ examples: ['5 years'] }) })),
  expires_at: IsoTime(),
  signed: Type.Boolean({ description: 'this party has already signed', examples: [false] }),
  code_required: Type.Boolean({ description: 'the guardian signs with a one-time code mailed to them (sign.guardianCode)', examples: [false] }),
  code_sent_to: Nullable(Type.String({ description: 'the address (masked) the guardian’s link and code go to', examples: ['a•••@example.test'] })),
});
export type SigningSession = Static<typeof SigningSession>;

/** POST /v1/sign.autograph: the signature data. */
export const AutographRequest = Type.Object({
  token: Text(128, 'the signing link’s token', '3q2…', V.linkInvalid),
  signature: Type.String({ maxLength: 600_000, description: 'PNG data URL from the signature pad', examples: ['data:image/png;base64,iVBOR…'], 'x-message': V.signatureRequired }),
  intent: Type.Boolean({ description: 'the signer confirmed they mean to sign', examples: [true], 'x-message': V.intentRequired }),
  code: Type.Optional(Text(16, 'the guardian’s one-time code from sign.guardianCode (required for the guardian)', '482913', V.guardianCodeRequired)),
});

/** POST /v1/sign.guardianCode: mails the guardian a one-time code to sign with. */
export const GuardianCodeRequest = Type.Object({ token: Text(128, 'the guardian’s signing link’s token', '3q2…', V.linkInvalid) });
export const GuardianCodeSent = Type.Object({
  sent_to: Type.String({ description: 'the address (masked) the code went to', examples: ['a•••@example.test'] }),
  expires_at: IsoTime('when the code stops working'),
  resend_after: IsoTime('the earliest time another code can be asked for'),
});
export type GuardianCodeSent = Static<typeof GuardianCodeSent>;
export const AutographResult = Type.Object({
  status: OneOf(CONTRACT_STATUSES),
  waiting_for: Type.Array(OneOf(SIGNING_PARTIES), { description: 'parties still to sign' }),
});
export type AutographResult = Static<typeof AutographResult>;

export const VERIFY_WARNINGS = ['ended', 'expired', 'terms_changed'] as const;
export type VerifyWarning = (typeof VERIFY_WARNINGS)[number];

/** POST /v1/sign.verify (public; the PDF as the body, application/pdf): did this platform seal it, unaltered? */
export const VerifyResult = Type.Object({
  sealed: Type.Boolean({ description: 'carries a PDF signature', examples: [true] }),
  intact: Type.Boolean({ description: 'not one byte changed since sealing', examples: [true] }),
  ours: Type.Boolean({ description: 'sealed under this platform’s certificate', examples: [true] }),
  known: Type.Boolean({ description: 'a contract of this platform, found by its number and hash', examples: [true] }),
  contract_no: Nullable(Type.String({ examples: ['WC-2026-000004'] })),
  pen_name: Nullable(Type.String({ examples: ['Mara Quill'] })),
  work_title: Nullable(Type.String({ examples: ['The Lantern Archive'] })),
  signed_at: Nullable(IsoTime()),
  sealed_at: Nullable(IsoTime()),
  status: Nullable(OneOf(CONTRACT_STATUSES)),
  warning: Nullable(
    Type.Object(
      {
        kind: OneOf(VERIFY_WARNINGS, 'ended (by the platform, with a reason), expired (its term ran out) or terms_changed (a later contract replaced these terms)'),
        at: IsoTime('when it happened'),
        reason: Nullable(Type.String({ description: 'why it was ended, as the author was told', examples: ['The author asked to end the contract.'] })),
        text: Type.String({ description: 'the warning, in the requested language', examples: ['This contract is no longer in force: it was ended on 2026-05-02.'] }),
      },
      { description: 'the document is genuine, but the contract is no longer in force as written: shown as a warning beside the verdict' },
    ),
  ),
  sha256: Type.String({ examples: ['9f86d081884c7d65…'] }),
});
export type VerifyResult = Static<typeof VerifyResult>;

/** GET /v1/author.popupList: the popup notifications, from the author's real state. */
export const POPUP_TYPES = [1, 2, 3, 4] as const;
export const PopupEntry = Type.Object({
  type: Type.Integer({ minimum: 1, maximum: 4, description: '1 payee info, 2 apply for a contract, 3 add information, 4 go for signature', examples: [2] }),
  title: Type.String({ examples: ['Apply for a contract'] }),
  content: Type.String({ examples: ['“The Lantern Archive” has passed 30,000 words: you can apply for a contract.'] }),
  original_book_id: Nullable(BookId()),
  book_id: Nullable(BookId()),
});
export type PopupEntry = Static<typeof PopupEntry>;
export const PopupList = Type.Object({ list: Type.Array(PopupEntry) });

/** POST /v1/author.popupDismiss: closed until the author's local midnight (kept on the server for every browser). */
export const PopupDismissRequest = Type.Object({
  type: Type.Integer({ minimum: 1, maximum: 4, examples: [2] }),
  until: IsoTime('the author’s next local midnight'),
});
