import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const m = defineMessages({
  checking: { id: 'emailChange.checking', defaultMessage: 'Checking the link…' },
  confirmed: { id: 'emailChange.confirmed', defaultMessage: 'Your new email address is confirmed. Sign in with it from now on.' },
  restored: { id: 'emailChange.restored', defaultMessage: 'Your previous email address is back, and every device has been signed out. Sign in with it, and choose a new password if someone else made the change.' },
  invalid: { id: 'emailChange.invalid', defaultMessage: 'This link is not valid: it has expired or has already been used.' },
  failed: { id: 'emailChange.failed', defaultMessage: 'The link could not be checked. Try again in a moment.' },
  toLogin: { id: 'emailChange.toLogin', defaultMessage: 'Go to sign-in' },
  toAccount: { id: 'emailChange.toAccount', defaultMessage: 'Go to account settings' },
});
