import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This group's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

/** A novel's writing goal: typed words toward it, words that came in whole shown apart. */
export const goal = defineMessages({
  title: { id: 'writingGoal.title', defaultMessage: 'Writing goal' },
  loading: { id: 'writingGoal.loading', defaultMessage: 'Loading your writing goal…' },
  loadFailed: { id: 'writingGoal.loadFailed', defaultMessage: 'Your writing goal could not be loaded' },
  emptyTitle: { id: 'writingGoal.empty.title', defaultMessage: 'No writing goal yet' },
  emptyBody: {
    id: 'writingGoal.empty.body',
    defaultMessage: 'Choose how many words to write each day or each week. Only words you type in the editor count; imports, long pastes and restored versions are shown apart.',
  },
  set: { id: 'writingGoal.set', defaultMessage: 'Set a goal' },
  change: { id: 'writingGoal.change', defaultMessage: 'Change goal' },
  progressDay: { id: 'writingGoal.progress.day', defaultMessage: '{typed, number} of {goal, number} words today' },
  progressWeek: { id: 'writingGoal.progress.week', defaultMessage: '{typed, number} of {goal, number} words this week' },
  reached: { id: 'writingGoal.reached', defaultMessage: 'Goal reached' },
  added: { id: 'writingGoal.added', defaultMessage: '+ {added, number} added (imports, long pastes, restores) — not counted' },
  streak: { id: 'writingGoal.streak', defaultMessage: 'Current streak' },
  longest: { id: 'writingGoal.longest', defaultMessage: 'Longest streak' },
  days: { id: 'writingGoal.days', defaultMessage: '{count, plural, one {# day} other {# days}}' },
  weeks: { id: 'writingGoal.weeks', defaultMessage: '{count, plural, one {# week} other {# weeks}}' },
  recent: { id: 'writingGoal.recent', defaultMessage: 'Last 28 days' },
  day: { id: 'writingGoal.day', defaultMessage: '{date}: {typed, number} typed, {added, number} added' },
  showTable: { id: 'writingGoal.showTable', defaultMessage: 'Show as a table' },
  showStrip: { id: 'writingGoal.showStrip', defaultMessage: 'Show as a strip' },
  date: { id: 'writingGoal.column.date', defaultMessage: 'Day' },
  typed: { id: 'writingGoal.column.typed', defaultMessage: 'Typed' },
  addedColumn: { id: 'writingGoal.column.added', defaultMessage: 'Added' },
});

/** Setting or changing the goal. */
export const goalForm = defineMessages({
  period: { id: 'writingGoal.form.period', defaultMessage: 'Goal for' },
  perDay: { id: 'writingGoal.form.day', defaultMessage: 'Each day' },
  perWeek: { id: 'writingGoal.form.week', defaultMessage: 'Each week (Monday to Sunday)' },
  words: { id: 'writingGoal.form.words', defaultMessage: 'Words to type' },
  wordsHint: { id: 'writingGoal.form.wordsHint', defaultMessage: 'Days are counted in your time zone, {zone}.' },
  save: { id: 'writingGoal.form.save', defaultMessage: 'Save goal' },
  saving: { id: 'writingGoal.form.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'writingGoal.form.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'writingGoal.form.saved', defaultMessage: 'Writing goal saved' },
});

/** The editor's compact indicator, which opens the panel. */
export const goalIndicator = defineMessages({
  progress: { id: 'writingGoal.indicator.progress', defaultMessage: 'Goal: {typed, number} / {goal, number}' },
  none: { id: 'writingGoal.indicator.none', defaultMessage: 'Writing goal' },
  close: { id: 'writingGoal.indicator.close', defaultMessage: 'Close' },
});
