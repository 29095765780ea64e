import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const m = defineMessages({
  intro: {
    id: 'accountDeletion.intro',
    defaultMessage: 'Deleting your account signs you out everywhere. For 14 days you can change your mind by signing in again; after that the deletion is completed within 30 days of your request.',
  },
  goesTitle: { id: 'accountDeletion.goes.title', defaultMessage: 'What is deleted' },
  goesPersonal: { id: 'accountDeletion.goes.personal', defaultMessage: 'Your personal data: your email address, password, profile details and avatar, your notices and mail settings.' },
  goesDrafts: { id: 'accountDeletion.goes.drafts', defaultMessage: 'Your unpublished drafts: chapters never published, novels never released, and unpublished reworks of published chapters.' },
  goesSessions: { id: 'accountDeletion.goes.sessions', defaultMessage: 'Every session and device signed in to your account.' },
  goesRecords: {
    id: 'accountDeletion.goes.records',
    defaultMessage: 'Your archives and the weekly archive setting, your two-factor sign-in and recovery codes, your conversations with support, and contract applications that never became a contract.',
  },
  staysTitle: { id: 'accountDeletion.stays.title', defaultMessage: 'What stays, and why' },
  staysLedger: {
    id: 'accountDeletion.stays.ledger',
    defaultMessage: 'Your income ledger, payouts, contracts and tax records, for as long as the law requires us to keep them. Nobody can sign in to your account to see them.',
  },
  staysPayee: {
    id: 'accountDeletion.stays.payee',
    defaultMessage: 'Your payee details and the application behind each contract you signed: they record who was paid and who signed, so they are kept with the payouts and contracts for as long as the law requires.',
  },
  staysWorks: { id: 'accountDeletion.stays.works', defaultMessage: 'Your published works, if you choose to keep them below: readers keep reading them under your pen name.' },
  worksLabel: { id: 'accountDeletion.works.label', defaultMessage: 'Your published works' },
  worksKeep: { id: 'accountDeletion.works.keep', defaultMessage: 'Keep them published under my pen name' },
  worksRemove: { id: 'accountDeletion.works.remove', defaultMessage: 'Take them down' },
  password: { id: 'accountDeletion.password', defaultMessage: 'Your password' },
  passwordHint: { id: 'accountDeletion.passwordHint', defaultMessage: 'To make sure it is you.' },
  submit: { id: 'accountDeletion.submit', defaultMessage: 'Delete my account' },
  submitting: { id: 'accountDeletion.submitting', defaultMessage: 'Scheduling…' },
  failed: { id: 'accountDeletion.failed', defaultMessage: 'The deletion could not be scheduled. Try again.' },
  scheduledTitle: { id: 'accountDeletion.scheduled.title', defaultMessage: 'Your account is being deleted' },
  scheduledBody: {
    id: 'accountDeletion.scheduled.body',
    defaultMessage: 'You asked on {requested, date, long} to delete this account. Until {until, date, long} you can undo it and everything stays as it was; the deletion is completed on {due, date, long}.',
  },
  scheduledWorks: {
    id: 'accountDeletion.scheduled.works',
    defaultMessage: '{works, select, keep {Your published works will stay under your pen name.} other {Your published works will be taken down.}}',
  },
  undo: { id: 'accountDeletion.undo', defaultMessage: 'Keep my account' },
  undoing: { id: 'accountDeletion.undoing', defaultMessage: 'Keeping…' },
  undone: { id: 'accountDeletion.undone', defaultMessage: 'Your account stays. Nothing was deleted.' },
  signedOut: { id: 'accountDeletion.signedOut', defaultMessage: 'Your account will be deleted, and you have been signed out. Sign in within 14 days to undo it.' },
  loadFailed: { id: 'accountDeletion.loadFailed', defaultMessage: 'Your account’s state could not be loaded.' },
});
