import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const m = defineMessages({
  intro: { id: 'help.intro', defaultMessage: 'Answers about every part of the portal. Search, or pick a topic.' },
  search: { id: 'help.search', defaultMessage: 'Search the help center' },
  searching: { id: 'help.searching', defaultMessage: 'Searching…' },
  results: { id: 'help.results', defaultMessage: '{count, plural, =0 {No article matches “{q}”} one {# article matches “{q}”} other {# articles match “{q}”}}' },
  noResultsHint: { id: 'help.results.none', defaultMessage: 'Try other words, or write to us.' },
  contactUs: { id: 'help.contact', defaultMessage: 'Contact us' },
  cat_start: { id: 'help.category.start', defaultMessage: 'Getting started' },
  cat_writing: { id: 'help.category.writing', defaultMessage: 'Writing and publishing' },
  cat_contracts: { id: 'help.category.contracts', defaultMessage: 'Contracts and identity' },
  cat_money: { id: 'help.category.money', defaultMessage: 'Income and payouts' },
  cat_readers: { id: 'help.category.readers', defaultMessage: 'Readers and figures' },
  cat_help: { id: 'help.category.help', defaultMessage: 'Messages and support' },
  inEnglishLong: { id: 'help.fallback.long', defaultMessage: 'This article is not yet written in your language, so it is shown in English.' },
  back: { id: 'help.back', defaultMessage: 'All articles' },
  updated: { id: 'help.updated', defaultMessage: 'Updated {date}' },
  screens: { id: 'help.screens', defaultMessage: 'Go to the screen' },
  helpful: { id: 'help.helpful', defaultMessage: 'Was this helpful?' },
  yes: { id: 'help.helpful.yes', defaultMessage: 'Yes' },
  no: { id: 'help.helpful.no', defaultMessage: 'No' },
  thanks: { id: 'help.helpful.thanks', defaultMessage: 'Thank you for telling us.' },
  thanksNo: { id: 'help.helpful.thanksNo', defaultMessage: 'Thank you. If something is still unclear, write to us.' },
  loadFailed: { id: 'help.loadFailed', defaultMessage: 'The help center could not be loaded' },
  articleMissing: { id: 'help.missing', defaultMessage: 'This article does not exist' },
  empty: { id: 'help.empty', defaultMessage: 'No articles have been published yet' },
});
