import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This group's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

/** The rewards pages' tabs: income, payouts and rewards, payee details. */
export const nav = defineMessages({
  label: { id: 'salary.nav', defaultMessage: 'Rewards pages' },
  income: { id: 'salary.nav.income', defaultMessage: 'Income' },
  payouts: { id: 'salary.nav.payouts', defaultMessage: 'Payouts and rewards' },
  payee: { id: 'salary.nav.payee', defaultMessage: 'Payee details' },
});

/** Why payouts may not reach the author. */
export const payeeNotice = defineMessages({
  missing: { id: 'payee.notice.missing', defaultMessage: 'Add your payee details so that we can pay you.' },
  missingAction: { id: 'payee.notice.missingAction', defaultMessage: 'Add payee details' },
  held: {
    id: 'payee.notice.held',
    defaultMessage:
      'Your payee details changed, so payouts wait until {until} for your safety. Time left: {days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}}.',
  },
  heldAction: { id: 'payee.notice.heldAction', defaultMessage: 'See your payee details' },
});
