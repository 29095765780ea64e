import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const m = defineMessages({
  intro: { id: 'benefits.intro', defaultMessage: 'What {brand} offers its writers. Programs follow your releases on their own; some pay once you apply.' },
  programsTitle: { id: 'benefits.programs', defaultMessage: 'Programs on {brand}' },
  programsNone: { id: 'benefits.programs.none', defaultMessage: '{brand} has no writer programs at the moment' },
  apply: { id: 'benefits.apply', defaultMessage: 'Apply after the period' },
  automatic: { id: 'benefits.automatic', defaultMessage: 'Paid without applying' },
  follow: { id: 'benefits.follow', defaultMessage: 'Follow your progress' },
  moreTitle: { id: 'benefits.more', defaultMessage: 'More for writers' },
  contracts: { id: 'benefits.contracts', defaultMessage: 'A contract shares the income of your paid chapters with you.' },
  contractsLink: { id: 'benefits.contracts.link', defaultMessage: 'Contracts' },
  contests: { id: 'benefits.contests', defaultMessage: 'Contests give prizes and readers to new novels.' },
  contestsLink: { id: 'benefits.contests.link', defaultMessage: 'See the contests' },
  site: { id: 'benefits.site', defaultMessage: 'All benefits on {brand}’s site' },
  help: { id: 'benefits.help', defaultMessage: 'How benefits are paid' },
  loadFailed: { id: 'benefits.loadFailed', defaultMessage: 'The benefits could not be loaded' },
});
