import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const m = defineMessages({
  intro: { id: 'account.page.intro', defaultMessage: 'Your password, the devices signed in to your account, and which notices also come to you by mail.' },

  passwordTitle: { id: 'account.password.title', defaultMessage: 'Change password' },
  passwordIntro: { id: 'account.password.intro', defaultMessage: 'Changing your password signs out every other device, and we mail your address to say so.' },
  currentPassword: { id: 'account.password.current', defaultMessage: 'Current password' },
  newPassword: { id: 'account.password.new', defaultMessage: 'New password' },
  newPasswordHint: { id: 'account.password.newHint', defaultMessage: 'At least {min, number} characters, and not your email address.' },
  confirmPassword: { id: 'account.password.confirm', defaultMessage: 'Confirm the new password' },
  passwordSubmit: { id: 'account.password.submit', defaultMessage: 'Change password' },
  passwordSubmitting: { id: 'account.password.submitting', defaultMessage: 'Changing…' },
  passwordChanged: {
    id: 'account.password.done',
    defaultMessage: 'Your password has been changed. {count, plural, =0 {No other device was signed in.} one {# other device was signed out.} other {# other devices were signed out.}}',
  },
  passwordFailed: { id: 'account.password.failed', defaultMessage: 'Your password could not be changed. What you typed is kept: try again.' },

  sessionsTitle: { id: 'account.sessions.title', defaultMessage: 'Sessions and devices' },
  sessionsIntro: { id: 'account.sessions.intro', defaultMessage: 'Where your account is signed in. If you do not recognise a device, sign it out and change your password.' },
  sessionsList: { id: 'account.sessions.list', defaultMessage: 'Signed-in devices' },
  desktop: { id: 'account.sessions.device.desktop', defaultMessage: 'Computer' },
  mobile: { id: 'account.sessions.device.mobile', defaultMessage: 'Phone' },
  tablet: { id: 'account.sessions.device.tablet', defaultMessage: 'Tablet' },
  tv: { id: 'account.sessions.device.tv', defaultMessage: 'TV' },
  other: { id: 'account.sessions.device.other', defaultMessage: 'Unknown device' },
  software: { id: 'account.sessions.software', defaultMessage: '{browser} on {os}' },
  unknownBrowser: { id: 'account.sessions.unknownBrowser', defaultMessage: 'Unknown browser' },
  thisDevice: { id: 'account.sessions.current', defaultMessage: 'This device' },
  seen: { id: 'account.sessions.seen', defaultMessage: 'Signed in {first} · last active {last}' },
  signOut: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
  signOutOne: { id: 'account.sessions.signOutOne', defaultMessage: 'Sign out {device}, last active {last}' },
  signOutOthers: { id: 'account.sessions.signOutOthers', defaultMessage: 'Sign out all other devices' },
  confirmOthersTitle: { id: 'account.sessions.confirmOthers.title', defaultMessage: 'Sign out all other devices?' },
  confirmOthersBody: { id: 'account.sessions.confirmOthers.body', defaultMessage: 'Every device but this one will need your password to sign in again.' },
  confirmOthers: { id: 'account.sessions.confirmOthers.confirm', defaultMessage: 'Sign them out' },
  cancel: { id: 'account.sessions.cancel', defaultMessage: 'Cancel' },
  signedOut: {
    id: 'account.sessions.signedOut',
    defaultMessage: '{count, plural, =0 {No other device was signed in} one {# device signed out} other {# devices signed out}}',
  },
  onlyThisDevice: { id: 'account.sessions.onlyThis', defaultMessage: 'Only this device is signed in.' },
  sessionsEmpty: { id: 'account.sessions.empty', defaultMessage: 'No device is signed in' },
  sessionsFailed: { id: 'account.sessions.loadFailed', defaultMessage: 'Your sessions could not be loaded.' },

  mailTitle: { id: 'account.mail.title', defaultMessage: 'Mail preferences' },
  mailIntro: { id: 'account.mail.intro', defaultMessage: 'Every notice shows here in the portal. Choose which kinds also come to your email address.' },
  review: { id: 'account.mail.kind.review', defaultMessage: 'Reviews' },
  reviewHint: { id: 'account.mail.kind.review.hint', defaultMessage: 'Decisions on your sign-up, novels and chapters' },
  contract: { id: 'account.mail.kind.contract', defaultMessage: 'Contracts' },
  contractHint: { id: 'account.mail.kind.contract.hint', defaultMessage: 'Applications, signatures and changes to your contracts' },
  payout: { id: 'account.mail.kind.payout', defaultMessage: 'Payouts' },
  payoutHint: { id: 'account.mail.kind.payout.hint', defaultMessage: 'Payments, rewards, benefits and changes to your payee details' },
  comment: { id: 'account.mail.kind.comment', defaultMessage: 'Comments' },
  commentHint: { id: 'account.mail.kind.comment.hint', defaultMessage: 'What readers say about your works' },
  account: { id: 'account.mail.kind.account', defaultMessage: 'Your account' },
  accountHint: { id: 'account.mail.kind.account.hint', defaultMessage: 'Changes to your profile and your account' },
  system: { id: 'account.mail.kind.system', defaultMessage: 'Platform' },
  systemHint: { id: 'account.mail.kind.system.hint', defaultMessage: 'Answers to your messages, and word from the platform’s team' },
  mailSaved: { id: 'account.mail.saved', defaultMessage: 'Mail preferences saved' },
  mailFailed: { id: 'account.mail.loadFailed', defaultMessage: 'Your mail preferences could not be loaded.' },
});
