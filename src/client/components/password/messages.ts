import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This group's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

/** The strength meter's words (sign-up, password reset, the account's password change). */
export const messages = defineMessages({
  strength: { id: 'auth.signup.strength', defaultMessage: 'Password strength: {level}', description: 'under the new password, while typing' },
  strength0: { id: 'auth.signup.strength.0', defaultMessage: 'very weak' },
  strength1: { id: 'auth.signup.strength.1', defaultMessage: 'weak' },
  strength2: { id: 'auth.signup.strength.2', defaultMessage: 'fair' },
  strength3: { id: 'auth.signup.strength.3', defaultMessage: 'strong' },
  strength4: { id: 'auth.signup.strength.4', defaultMessage: 'very strong' },
  strengthCommon: { id: 'auth.signup.strength.common', defaultMessage: 'This is one of the most common passwords.' },
});
