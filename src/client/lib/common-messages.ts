import { defineMessages } from './define-messages';

/** Words every feature uses; defined once so each message lives in exactly one catalog. */
export const commonMessages = defineMessages({
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  ruleHelp: { id: 'common.ruleHelp', defaultMessage: 'Why?' },
  clearSearch: { id: 'common.clearSearch', defaultMessage: 'Clear the search' },
  sensitiveHelp: { id: 'common.sensitiveHelp', defaultMessage: 'How we use and protect this' },
  inEnglish: { id: 'common.inEnglish', defaultMessage: 'Not yet in your language: shown in English' },
});
