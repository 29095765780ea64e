import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// Two-factor sign-in's words (the account's tab, the sign-in's second step, the code asked with the
// password), in a catalog of their own, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const tf = defineMessages({
  tab: { id: 'twoFactor.tab', defaultMessage: 'Two-factor sign-in' },
  intro: {
    id: 'twoFactor.intro',
    defaultMessage: 'Sign in with your password and a code from an authenticator app on your phone. Someone who learns your password still cannot get in, and the code is asked for again before your payee details or personal data are shown or changed, before you download your data and before you delete your account.',
  },
  introNoPassword: {
    id: 'twoFactor.introNoPassword',
    defaultMessage: 'Sign in with your social account and a code from an authenticator app on your phone. Someone who gets into that account still cannot get in here, and the code is asked for again before your payee details or personal data are shown or changed, before you download your data and before you delete your account.',
  },
  statusOn: { id: 'twoFactor.status.on', defaultMessage: 'On since {date}' },
  statusOff: { id: 'twoFactor.status.off', defaultMessage: 'Off' },
  codesLeft: { id: 'twoFactor.status.codesLeft', defaultMessage: '{count, plural, =0 {No recovery codes left} one {# recovery code left} other {# recovery codes left}}' },
  loadFailed: { id: 'twoFactor.loadFailed', defaultMessage: 'Your two-factor sign-in settings could not be loaded.' },
  start: { id: 'twoFactor.start', defaultMessage: 'Set up two-factor sign-in' },
  password: { id: 'twoFactor.password', defaultMessage: 'Your password' },
  passwordHint: { id: 'twoFactor.passwordHint', defaultMessage: 'Confirm it is you before a new key is made.' },
  recentSignIn: {
    id: 'twoFactor.recentSignIn',
    defaultMessage: 'Your account signs in through a social platform and has no password: a sign-in within the last 10 minutes confirms it is you.',
  },
  continue: { id: 'twoFactor.continue', defaultMessage: 'Continue' },
  cancel: { id: 'twoFactor.cancel', defaultMessage: 'Cancel' },
  scan: { id: 'twoFactor.scan', defaultMessage: '1. Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).' },
  qrAlt: { id: 'twoFactor.qrAlt', defaultMessage: 'QR code for your authenticator app' },
  manual: { id: 'twoFactor.manual', defaultMessage: 'Cannot scan? Type this key into the app instead:' },
  manualKey: { id: 'twoFactor.manualKey', defaultMessage: 'Key for manual entry' },
  enterCode: { id: 'twoFactor.enterCode', defaultMessage: '2. Enter the six-digit code the app shows.' },
  code: { id: 'twoFactor.code', defaultMessage: 'Code from the app' },
  turnOn: { id: 'twoFactor.turnOn', defaultMessage: 'Turn on' },
  codesTitle: { id: 'twoFactor.codes.title', defaultMessage: 'Your recovery codes' },
  codesBody: {
    id: 'twoFactor.codes.body',
    defaultMessage: 'Two-factor sign-in is on. Keep these codes somewhere safe: each signs you in once if you lose your phone. They are shown only now.',
  },
  copy: { id: 'twoFactor.codes.copy', defaultMessage: 'Copy' },
  copied: { id: 'twoFactor.codes.copied', defaultMessage: 'Copied' },
  download: { id: 'twoFactor.codes.download', defaultMessage: 'Download' },
  saved: { id: 'twoFactor.codes.saved', defaultMessage: 'I have saved them' },
  turnOff: { id: 'twoFactor.turnOff', defaultMessage: 'Turn off two-factor sign-in' },
  turnOffBody: { id: 'twoFactor.turnOff.body', defaultMessage: 'Enter your password and a code from your app. Your recovery codes stop working.' },
  turnOffBodyNoPassword: {
    id: 'twoFactor.turnOff.bodyNoPassword',
    defaultMessage: 'Enter a code from your app. Your account has no password, so a sign-in within the last 10 minutes confirms it is you. Your recovery codes stop working.',
  },
  turnedOff: { id: 'twoFactor.turnedOff', defaultMessage: 'Two-factor sign-in is off.' },
  failed: { id: 'twoFactor.failed', defaultMessage: 'That did not work. What you typed is kept: try again.' },
  stepTitle: { id: 'twoFactor.step.title', defaultMessage: 'Two-factor sign-in' },
  stepBody: { id: 'twoFactor.step.body', defaultMessage: 'Enter the six-digit code from your authenticator app.' },
  stepRecoveryBody: { id: 'twoFactor.step.recoveryBody', defaultMessage: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in.' },
  recoveryCode: { id: 'twoFactor.step.recoveryCode', defaultMessage: 'Recovery code' },
  useRecovery: { id: 'twoFactor.step.useRecovery', defaultMessage: 'Use a recovery code' },
  useApp: { id: 'twoFactor.step.useApp', defaultMessage: 'Use the code from the app' },
  verify: { id: 'twoFactor.step.verify', defaultMessage: 'Verify' },
  verifying: { id: 'twoFactor.step.verifying', defaultMessage: 'Checking…' },
  back: { id: 'twoFactor.step.back', defaultMessage: 'Back to the password' },
  backToSignIn: { id: 'twoFactor.step.backToSignIn', defaultMessage: 'Back to sign-in' },
  dialogCode: { id: 'twoFactor.dialog.code', defaultMessage: 'Code from your authenticator app' },
});
