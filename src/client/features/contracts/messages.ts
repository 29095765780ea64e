import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const page = defineMessages({
  applyTitle: { id: 'contract.apply.title', defaultMessage: 'Apply for a contract' },
  applyIntro: {
    id: 'contract.apply.intro',
    defaultMessage:
      'Check what the application needs, then tell us about yourself. Your editor answers within {days, plural, one {# day} other {# days}}.',
  },
  noBook: { id: 'contract.apply.noBook', defaultMessage: 'Choose a work to apply with' },
  noBookBody: {
    id: 'contract.apply.noBookBody',
    defaultMessage: 'Open the work in My Works and choose “Contract”.',
  },
  toMyWorks: { id: 'contract.apply.toMyWorks', defaultMessage: 'Go to My Works' },
  loadFailed: { id: 'contract.loadFailed', defaultMessage: 'The contract information could not be loaded' },
  infoTitle: { id: 'contract.info.title', defaultMessage: 'My signed information' },
  listTitle: { id: 'contract.list.title', defaultMessage: 'My contracts' },
  listEmpty: { id: 'contract.list.empty', defaultMessage: 'No contracts yet' },
  listEmptyBody: {
    id: 'contract.list.emptyBody',
    defaultMessage: 'When a work passes the signing threshold, open it in My Works and choose “Contract” to apply.',
  },
  open: { id: 'contract.list.open', defaultMessage: 'Open' },
  applicationHeading: { id: 'contract.info.application', defaultMessage: 'Application' },
  contractHeading: { id: 'contract.info.contract', defaultMessage: 'Contract' },
  noApplication: { id: 'contract.info.noApplication', defaultMessage: 'No application for this work yet' },
  applyNow: { id: 'contract.info.applyNow', defaultMessage: 'Apply for a contract' },
});

export const checklist = defineMessages({
  label: { id: 'contract.checklist.label', defaultMessage: 'Before you apply' },
  met: { id: 'contract.checklist.met', defaultMessage: 'Done' },
  missing: { id: 'contract.checklist.missing', defaultMessage: 'Still needed' },
  words: {
    id: 'contract.checklist.words',
    defaultMessage: '“{title}” has {words, number} words; it needs more than {threshold, number}.',
  },
  wordsFix: { id: 'contract.checklist.wordsFix', defaultMessage: 'Write more chapters' },
  email: { id: 'contract.checklist.email', defaultMessage: 'Your email address is verified.' },
  emailMissing: { id: 'contract.checklist.emailMissing', defaultMessage: 'Your email address is not verified yet.' },
  emailFix: { id: 'contract.checklist.emailFix', defaultMessage: 'Verify it from the dashboard' },
  profile: { id: 'contract.checklist.profile', defaultMessage: 'Your author profile is complete.' },
  profileMissing: { id: 'contract.checklist.profileMissing', defaultMessage: 'Your author profile lacks: {fields}.' },
  profileFix: { id: 'contract.checklist.profileFix', defaultMessage: 'Complete your profile' },
  guardian: {
    id: 'contract.checklist.guardian',
    defaultMessage: 'You are under 18: a parent or guardian applies and signs with you. Have their ID document at hand.',
  },
  openApplication: { id: 'contract.checklist.openApplication', defaultMessage: 'This work has no application waiting.' },
  openApplicationMissing: {
    id: 'contract.checklist.openApplicationMissing',
    defaultMessage: 'An application for this work is already being reviewed.',
  },
  reapply: { id: 'contract.checklist.reapply', defaultMessage: 'Nothing keeps this work from being put forward.' },
  reapplyMissing: {
    id: 'contract.checklist.reapplyMissing',
    defaultMessage: 'After the last rejection, this work may be put forward again from {date}.',
  },
  birth_date: { id: 'contract.checklist.field.birthDate', defaultMessage: 'date of birth' },
  country: { id: 'contract.checklist.field.country', defaultMessage: 'region' },
  gender: { id: 'contract.checklist.field.gender', defaultMessage: 'gender' },
  pen_name: { id: 'contract.checklist.field.penName', defaultMessage: 'pen name' },
});

export const form = defineMessages({
  you: { id: 'contract.form.you', defaultMessage: 'About you' },
  youHint: {
    id: 'contract.form.youHint',
    defaultMessage: 'As on your identity document. Kept encrypted; only your editor sees it, and you can see who did.',
  },
  truename: { id: 'contract.form.truename', defaultMessage: 'Legal name' },
  idType: { id: 'contract.form.idType', defaultMessage: 'Identity document' },
  id_card: { id: 'contract.form.idType.idCard', defaultMessage: 'ID card' },
  passport: { id: 'contract.form.idType.passport', defaultMessage: 'Passport' },
  driving_licence: { id: 'contract.form.idType.drivingLicence', defaultMessage: 'Driving licence' },
  idNumber: { id: 'contract.form.idNumber', defaultMessage: 'ID number' },
  photoFront: { id: 'contract.form.photoFront', defaultMessage: 'Photo of the front' },
  photoBack: { id: 'contract.form.photoBack', defaultMessage: 'Photo of the back' },
  photoHint: {
    id: 'contract.form.photoHint',
    defaultMessage: 'JPEG, PNG or WebP, at most {size}. Every corner visible, no glare.',
  },
  photoAlt: { id: 'contract.form.photoAlt', defaultMessage: 'The ID photo you chose' },
  address: { id: 'contract.form.address', defaultMessage: 'Address' },
  mobile: { id: 'contract.form.mobile', defaultMessage: 'Telephone' },
  mobileHint: { id: 'contract.form.mobileHint', defaultMessage: 'With the country code, e.g. +63 917 123 4567' },
  facebook: { id: 'contract.form.facebook', defaultMessage: 'Facebook or other social account' },
  work: { id: 'contract.form.work', defaultMessage: 'Your plans for the work' },
  monthlyWords: { id: 'contract.form.monthlyWords', defaultMessage: 'Monthly update words' },
  estimatedWords: { id: 'contract.form.estimatedWords', defaultMessage: 'Estimated finished words' },
  guardian: { id: 'contract.form.guardian', defaultMessage: 'Your parent or guardian' },
  guardianHint: {
    id: 'contract.form.guardianHint',
    defaultMessage: 'They sign the contract with you, through a link we email them.',
  },
  guardianName: { id: 'contract.form.guardianName', defaultMessage: 'Guardian’s legal name' },
  guardianEmail: { id: 'contract.form.guardianEmail', defaultMessage: 'Guardian’s email' },
  guardianMobile: { id: 'contract.form.guardianMobile', defaultMessage: 'Guardian’s telephone' },
  guardianId: { id: 'contract.form.guardianId', defaultMessage: 'Guardian’s ID number' },
  guardianPhoto: { id: 'contract.form.guardianPhoto', defaultMessage: 'Photo of the guardian’s ID document' },
  submit: { id: 'contract.form.submit', defaultMessage: 'Send application' },
  resubmit: { id: 'contract.form.resubmit', defaultMessage: 'Send the added information' },
  submitted: { id: 'contract.form.submitted', defaultMessage: 'Application submitted' },
  failed: { id: 'contract.form.failed', defaultMessage: 'The application was not sent. What you typed is kept: try again.' },
  draftKept: { id: 'contract.form.draftKept', defaultMessage: 'What you typed is kept in this tab until you send it.' },
});

/** Answering the editor's request for information: only what was asked, the rest kept. */
export const answer = defineMessages({
  intro: {
    id: 'contract.answer.intro',
    defaultMessage: 'Give what your editor asked for. Everything else stays as you sent it; change a value only if it is wrong.',
  },
  introNoFields: {
    id: 'contract.answer.introNoFields',
    defaultMessage: 'Your editor’s note says what to add. Everything else stays as you sent it; change only what the note asks for.',
  },
  asked: { id: 'contract.answer.asked', defaultMessage: 'Asked by your editor' },
  change: { id: 'contract.answer.change', defaultMessage: 'Change' },
  changeField: { id: 'contract.answer.changeField', defaultMessage: 'Change: {field}' },
  keep: { id: 'contract.answer.keep', defaultMessage: 'Keep what is on file' },
  keepField: { id: 'contract.answer.keepField', defaultMessage: 'Keep what is on file: {field}' },
  reveal: { id: 'contract.answer.reveal', defaultMessage: 'Show what is on file' },
  revealBody: { id: 'contract.answer.revealBody', defaultMessage: 'Enter your password to see your application in full.' },
  revealed: { id: 'contract.answer.revealed', defaultMessage: 'Shown in full on this page only. A value you change replaces it when you send.' },
  photoOnFile: { id: 'contract.answer.photoOnFile', defaultMessage: 'A photo is on file' },
  noPhoto: { id: 'contract.answer.noPhoto', defaultMessage: 'No photo on file' },
});

export const tracker = defineMessages({
  label: { id: 'contract.tracker.label', defaultMessage: 'Where your application stands' },
  applied: { id: 'contract.tracker.applied', defaultMessage: 'Sent' },
  review: { id: 'contract.tracker.review', defaultMessage: 'Editor’s review' },
  contract: { id: 'contract.tracker.contract', defaultMessage: 'Contract prepared' },
  signing: { id: 'contract.tracker.signing', defaultMessage: 'Signing' },
  countersign: { id: 'contract.tracker.countersign', defaultMessage: 'Countersigned' },
  done: { id: 'contract.tracker.done', defaultMessage: 'Contract in force' },
  completed: { id: 'contract.tracker.state.completed', defaultMessage: 'Completed' },
  current: { id: 'contract.tracker.state.current', defaultMessage: 'Current step' },
  upcoming: { id: 'contract.tracker.state.upcoming', defaultMessage: 'Not yet' },
  error: { id: 'contract.tracker.state.error', defaultMessage: 'Needs attention' },
  editor: { id: 'contract.tracker.editor', defaultMessage: 'Your editor: {name}' },
  noEditor: { id: 'contract.tracker.noEditor', defaultMessage: 'An editor is being assigned.' },
  day: { id: 'contract.tracker.day', defaultMessage: 'Day {day, number} of {days, number} of the review' },
  overdue: {
    id: 'contract.tracker.overdue',
    defaultMessage:
      'Day {day, number}: the review is taking longer than the usual {days, number} days. Your editor has been reminded.',
  },
  sentOn: { id: 'contract.tracker.sentOn', defaultMessage: 'Sent on {date}' },
  infoRequested: { id: 'contract.tracker.infoRequested', defaultMessage: 'Your editor asks you to add information' },
  rejected: { id: 'contract.tracker.rejected', defaultMessage: 'The application was not accepted' },
  reason: { id: 'contract.tracker.reason', defaultMessage: 'Reason: {reason}' },
  reapplyOn: { id: 'contract.tracker.reapplyOn', defaultMessage: 'You may apply again with this work from {date}.' },
  reapplyNow: { id: 'contract.tracker.reapplyNow', defaultMessage: 'You may apply again now.' },
  seeContract: { id: 'contract.tracker.seeContract', defaultMessage: 'See the contract' },
});

export const contract = defineMessages({
  heading: { id: 'contract.view.heading', defaultMessage: 'Contract {number} · {title}' },
  party: { id: 'contract.view.party', defaultMessage: '{role} ({name}): {state}' },
  event: { id: 'contract.view.event', defaultMessage: '{at} · {event}' },
  eventWithNote: { id: 'contract.view.eventWithNote', defaultMessage: '{at} · {event} · {note}' },
  status: { id: 'contract.view.status', defaultMessage: 'Status' },
  unsigned: { id: 'contract.status.unsigned', defaultMessage: 'Unsigned' },
  signing: { id: 'contract.status.signing', defaultMessage: 'Signing' },
  signing_completed: { id: 'contract.status.signingCompleted', defaultMessage: 'Signing completed' },
  contract_completed: { id: 'contract.status.contractCompleted', defaultMessage: 'Contract completed' },
  copyright_expired: { id: 'contract.status.copyrightExpired', defaultMessage: 'Copyright expired' },
  terms: { id: 'contract.view.terms', defaultMessage: 'Key terms' },
  notPrepared: { id: 'contract.view.notPrepared', defaultMessage: 'Your editor is preparing the contract.' },
  type: { id: 'contract.view.type', defaultMessage: 'Type' },
  exclusive: { id: 'contract.type.exclusive', defaultMessage: 'Exclusive' },
  non_exclusive: { id: 'contract.type.nonExclusive', defaultMessage: 'Non-exclusive' },
  share: { id: 'contract.view.share', defaultMessage: 'Your revenue share' },
  shareValue: { id: 'contract.view.shareValue', defaultMessage: '{percent, number}% of net income' },
  term: { id: 'contract.view.term', defaultMessage: 'Term' },
  termValue: { id: 'contract.view.termValue', defaultMessage: '{years, plural, one {# year} other {# years}}' },
  firstPaid: { id: 'contract.view.firstPaid', defaultMessage: 'First paid chapter' },
  firstPaidValue: { id: 'contract.view.firstPaidValue', defaultMessage: 'Chapter {chapter, number}' },
  firstPaidNone: { id: 'contract.view.firstPaidNone', defaultMessage: 'Not set' },
  parties: { id: 'contract.view.parties', defaultMessage: 'Who signs' },
  author: { id: 'contract.party.author', defaultMessage: 'You' },
  guardian: { id: 'contract.party.guardian', defaultMessage: 'Your guardian' },
  platform: { id: 'contract.party.platform', defaultMessage: 'The platform' },
  signedOn: { id: 'contract.view.signedOn', defaultMessage: 'Signed {date}' },
  notSigned: { id: 'contract.view.notSigned', defaultMessage: 'Not signed yet' },
  signingDate: { id: 'contract.view.signingDate', defaultMessage: 'Signing date' },
  expires: { id: 'contract.view.expires', defaultMessage: 'Ends' },
  sign: { id: 'contract.view.sign', defaultMessage: 'Read and sign' },
  download: { id: 'contract.view.download', defaultMessage: 'Download the signed PDF' },
  downloadFailed: { id: 'contract.view.downloadFailed', defaultMessage: 'The PDF could not be downloaded. Try again.' },
  guardianMailed: {
    id: 'contract.view.guardianMailed',
    defaultMessage:
      'We emailed your guardian their own signing link at {email}. They sign on their own device, with a code we email them.',
  },
  history: { id: 'contract.view.history', defaultMessage: 'History' },
  verifyHint: {
    id: 'contract.view.verifyHint',
    defaultMessage: 'Anyone can check that this PDF is genuine on the verification page.',
  },
  verifyLink: { id: 'contract.view.verifyLink', defaultMessage: 'Verify a contract' },
});

export const events = defineMessages({
  applied: { id: 'contract.event.applied', defaultMessage: 'Application sent' },
  info_requested: { id: 'contract.event.infoRequested', defaultMessage: 'Editor asked for information' },
  info_added: { id: 'contract.event.infoAdded', defaultMessage: 'Information added' },
  approved: { id: 'contract.event.approved', defaultMessage: 'Application approved' },
  rejected: { id: 'contract.event.rejected', defaultMessage: 'Application rejected' },
  prepared: { id: 'contract.event.prepared', defaultMessage: 'Contract prepared' },
  type_changed: { id: 'contract.event.typeChanged', defaultMessage: 'Contract type changed by the editor' },
  change_accepted: { id: 'contract.event.changeAccepted', defaultMessage: 'You accepted the change' },
  change_declined: { id: 'contract.event.changeDeclined', defaultMessage: 'You declined the change' },
  signed: { id: 'contract.event.signed', defaultMessage: 'You signed' },
  guardian_signed: { id: 'contract.event.guardianSigned', defaultMessage: 'Your guardian signed' },
  countersigned: { id: 'contract.event.countersigned', defaultMessage: 'The platform countersigned' },
  ended: { id: 'contract.event.ended', defaultMessage: 'Contract ended' },
  expired: { id: 'contract.event.expired', defaultMessage: 'Term ended: copyright expired' },
});

export const change = defineMessages({
  title: { id: 'contract.change.title', defaultMessage: 'Your editor changed the contract' },
  intro: { id: 'contract.change.intro', defaultMessage: 'Signing waits until you accept or decline the change.' },
  before: { id: 'contract.change.before', defaultMessage: 'Before' },
  after: { id: 'contract.change.after', defaultMessage: 'Proposed' },
  note: { id: 'contract.change.note', defaultMessage: 'Your editor’s note: {note}' },
  accept: { id: 'contract.change.accept', defaultMessage: 'Accept the change' },
  decline: { id: 'contract.change.decline', defaultMessage: 'Decline' },
  declineTitle: { id: 'contract.change.declineTitle', defaultMessage: 'Decline the change' },
  reason: { id: 'contract.change.reason', defaultMessage: 'Why do you decline it?' },
  cancel: { id: 'contract.change.cancel', defaultMessage: 'Cancel' },
  accepted: { id: 'contract.change.accepted', defaultMessage: 'Change accepted: you can sign now' },
  declined: { id: 'contract.change.declined', defaultMessage: 'Change declined: your editor has been told' },
});

export const dialog = defineMessages({
  title: { id: 'contract.dialog.title', defaultMessage: 'Sign your contract' },
  close: { id: 'contract.dialog.close', defaultMessage: 'Close' },
  loading: { id: 'contract.dialog.loading', defaultMessage: 'Opening the contract…' },
  failed: { id: 'contract.dialog.failed', defaultMessage: 'An error occurred~' },
  expired: { id: 'contract.dialog.expired', defaultMessage: 'The signing session ended after an hour. Open it again to go on.' },
  reopen: { id: 'contract.dialog.reopen', defaultMessage: 'Open again' },
  signed: { id: 'contract.dialog.signed', defaultMessage: 'Signed. The platform countersigns next.' },
  frame: { id: 'contract.dialog.frame', defaultMessage: 'The contract to sign' },
});

export const esign = defineMessages({
  title: { id: 'esign.title', defaultMessage: 'Contract {number}' },
  clauseTitle: { id: 'esign.clauseTitle', defaultMessage: '{n, number}. {title}' },
  for: { id: 'esign.for', defaultMessage: '“{title}” by {penName}, with {platform}' },
  signingAs: { id: 'esign.signingAs', defaultMessage: 'You sign as {name} ({role})' },
  author: { id: 'esign.role.author', defaultMessage: 'the author' },
  guardian: { id: 'esign.role.guardian', defaultMessage: 'the author’s guardian' },
  keyTerms: { id: 'esign.keyTerms', defaultMessage: 'Key terms' },
  clauses: { id: 'esign.clauses', defaultMessage: 'The contract' },
  plain: { id: 'esign.plain', defaultMessage: 'In plain words' },
  intent: { id: 'esign.intent', defaultMessage: 'I have read this contract and I mean to sign it.' },
  signature: { id: 'esign.signature', defaultMessage: 'Your signature' },
  draw: { id: 'esign.pad.draw', defaultMessage: 'Draw' },
  type: { id: 'esign.pad.type', defaultMessage: 'Type your name' },
  modes: { id: 'esign.pad.modes', defaultMessage: 'How to sign' },
  clear: { id: 'esign.pad.clear', defaultMessage: 'Clear' },
  canvas: { id: 'esign.pad.canvas', defaultMessage: 'Signature' },
  typedName: { id: 'esign.pad.typedName', defaultMessage: 'Your full name' },
  sign: { id: 'esign.sign', defaultMessage: 'Sign the contract' },
  signed: { id: 'esign.signed', defaultMessage: 'Signed' },
  signedBody: {
    id: 'esign.signedBody',
    defaultMessage: 'Thank you. A copy of the signed contract will be available to the author once every party has signed.',
  },
  waitingFor: { id: 'esign.waitingFor', defaultMessage: 'Still to sign: {parties}' },
  invalid: { id: 'esign.invalid', defaultMessage: 'This signing link cannot be used' },
  invalidBody: {
    id: 'esign.invalidBody',
    defaultMessage: 'It has expired or was already used. Ask for a new one from the portal.',
  },
  validUntil: { id: 'esign.validUntil', defaultMessage: 'This link is valid until {time}.' },
  code: { id: 'esign.code', defaultMessage: 'Code from your email' },
  codeHint: {
    id: 'esign.codeHint',
    defaultMessage: 'To confirm it is you, we email a 6-digit code to {email}, the address this link was sent to.',
  },
  sendCode: { id: 'esign.sendCode', defaultMessage: 'Email me a code' },
  resendCode: { id: 'esign.resendCode', defaultMessage: 'Send a new code' },
  codeSent: { id: 'esign.codeSent', defaultMessage: 'We sent a code to {email}. It works until {time}.' },
});

export const verify = defineMessages({
  title: { id: 'verify.title', defaultMessage: 'Verify a contract' },
  intro: {
    id: 'verify.intro',
    defaultMessage:
      'Drop a contract PDF here to learn whether this platform sealed it and whether it is unchanged. The file is checked and never stored.',
  },
  choose: { id: 'verify.choose', defaultMessage: 'Choose a PDF' },
  drop: { id: 'verify.drop', defaultMessage: 'or drop it here' },
  checking: { id: 'verify.checking', defaultMessage: 'Checking…' },
  notPdf: { id: 'verify.notPdf', defaultMessage: 'Choose a PDF file' },
  tooLarge: { id: 'verify.tooLarge', defaultMessage: 'The file is larger than {size}' },
  genuine: { id: 'verify.genuine', defaultMessage: 'Genuine and unchanged' },
  genuineBody: {
    id: 'verify.genuineBody',
    defaultMessage: 'Contract {number} for “{title}” by {penName}, sealed by this platform on {date}.',
  },
  altered: { id: 'verify.altered', defaultMessage: 'Changed after sealing' },
  alteredBody: {
    id: 'verify.alteredBody',
    defaultMessage: 'This file carries our seal, but its content was changed afterwards. Do not rely on it.',
  },
  foreign: { id: 'verify.foreign', defaultMessage: 'Not sealed by this platform' },
  foreignBody: { id: 'verify.foreignBody', defaultMessage: 'The file is signed, but not with this platform’s certificate.' },
  unsealed: { id: 'verify.unsealed', defaultMessage: 'No seal found' },
  unsealedBody: {
    id: 'verify.unsealedBody',
    defaultMessage: 'This file carries no digital seal, so it is not a contract this platform issued.',
  },
  warningTitle: { id: 'verify.warning.title', defaultMessage: 'No longer in force' },
  ended: { id: 'verify.warning.ended', defaultMessage: 'The platform ended this contract on {date}. Reason: {reason}' },
  expired: { id: 'verify.warning.expired', defaultMessage: 'The term of this contract ended on {date}.' },
  terms_changed: {
    id: 'verify.warning.termsChanged',
    defaultMessage: 'A new contract for this work replaced these terms on {date}.',
  },
  unknown: { id: 'verify.unknown', defaultMessage: 'Sealed by us, but not on record' },
  unknownBody: {
    id: 'verify.unknownBody',
    defaultMessage: 'The seal is ours and the file is unchanged, but no contract of ours matches it.',
  },
  fingerprint: { id: 'verify.fingerprint', defaultMessage: 'SHA-256 of the file: {hash}' },
  another: { id: 'verify.another', defaultMessage: 'Check another file' },
  failed: { id: 'verify.failed', defaultMessage: 'The file could not be checked. Try again.' },
});

export const popups = defineMessages({
  close: { id: 'popup.close', defaultMessage: 'Close' },
  lock: { id: 'popup.lock', defaultMessage: 'You can continue in {seconds, plural, one {# second} other {# seconds}}' },
  action1: { id: 'popup.action.1', defaultMessage: 'Add payee details' },
  action2: { id: 'popup.action.2', defaultMessage: 'Apply now' },
  action3: { id: 'popup.action.3', defaultMessage: 'Add information' },
  action4: { id: 'popup.action.4', defaultMessage: 'Go to sign' },
});
