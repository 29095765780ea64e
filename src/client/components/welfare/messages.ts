import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This group's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

/** A welfare program's name (when staff gave it none) and its rule, by kind. */
export const program = defineMessages({
  kind_full_attendance: { id: 'welfare.kind.full_attendance', defaultMessage: 'Full attendance' },
  kind_word_milestone: { id: 'welfare.kind.word_milestone', defaultMessage: 'Monthly word milestone' },
  kind_completion: { id: 'welfare.kind.completion', defaultMessage: 'Completion bonus' },
  rule_full_attendance: { id: 'welfare.rule.full_attendance', defaultMessage: 'Release at least {words, number} words on every day of a month and receive {amount}. Once the month is over, apply for it here.' },
  rule_word_milestone: { id: 'welfare.rule.word_milestone', defaultMessage: 'Release at least {words, number} words in a month and receive {amount}, added automatically when the month closes.' },
  rule_completion: { id: 'welfare.rule.completion', defaultMessage: 'Finish a work of at least {words, number} words and receive {amount} once for it. Apply for each finished work.' },
});
