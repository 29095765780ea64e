import { commonMessages } from '../../lib/common-messages';
import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This group's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const form = defineMessages({
  basics: { id: 'novel.form.basics', defaultMessage: 'About the novel' },
  classification: { id: 'novel.form.classification', defaultMessage: 'Category, genres and tags' },
  publishing: { id: 'novel.form.publishing', defaultMessage: 'Publishing plan' },
  section: { id: 'novel.form.section', defaultMessage: 'Language' },
  sectionHint: { id: 'novel.form.sectionHint', defaultMessage: 'The language the novel is written in; words are counted the way this language counts them.' },
  sectionPlaceholder: { id: 'novel.form.sectionPlaceholder', defaultMessage: 'Choose a language' },
  title: { id: 'novel.form.title', defaultMessage: 'Title' },
  titleHint: { id: 'novel.form.titleHint', defaultMessage: '{min, number} to {max, number} words, each starting with a capital letter' },
  name: { id: 'novel.form.name', defaultMessage: 'Novel name' },
  nameHint: { id: 'novel.form.nameHint', defaultMessage: 'Optional: another name the novel goes by, such as its working title' },
  blurb: { id: 'novel.form.blurb', defaultMessage: 'Blurb' },
  blurbHint: { id: 'novel.form.blurbHint', defaultMessage: '{min, number} to {max, number} words that make readers want to start' },
  intro: { id: 'novel.form.intro', defaultMessage: 'Book intro' },
  introHint: { id: 'novel.form.introHint', defaultMessage: 'Optional, at most {max, number} words; {hintMin, number} to {hintMax, number} words work best. Do not paste chapter text here.' },
  wordCount: { id: 'novel.form.wordCount', defaultMessage: '{count, plural, one {# word} other {# words}} (limit {min, number}–{max, number})' },
  protagonists: { id: 'novel.form.protagonists', defaultMessage: 'Protagonists' },
  protagonistsHint: { id: 'novel.form.protagonistsHint', defaultMessage: 'The main characters’ names, separated by commas' },
  category: { id: 'novel.form.category', defaultMessage: 'Category' },
  categoryPlaceholder: { id: 'novel.form.categoryPlaceholder', defaultMessage: 'Choose a category' },
  subCategory: { id: 'novel.form.subCategory', defaultMessage: 'Sub-category' },
  subCategoryPlaceholder: { id: 'novel.form.subCategoryPlaceholder', defaultMessage: 'Choose a sub-category' },
  subCategoryFirst: { id: 'novel.form.subCategoryFirst', defaultMessage: 'Choose a category first' },
  genres: { id: 'novel.form.genres', defaultMessage: 'Genres' },
  genresHint: { id: 'novel.form.genresHint', defaultMessage: 'Choose {min, number} to {max, number}' },
  tags: { id: 'novel.form.tags', defaultMessage: 'Tags' },
  tagsHint: { id: 'novel.form.tagsHint', defaultMessage: 'Up to {max, number} labels in each category; starred categories need at least one' },
  tagsCategoryHint: { id: 'novel.form.tagsCategoryHint', defaultMessage: '{count, number} of {max, number} chosen' },
  tagsLimit: { id: 'novel.form.tagsLimit', defaultMessage: 'You chose {max, number}. Remove one to choose another.' },
  tagsMissing: { id: 'novel.form.tagsMissing', defaultMessage: 'Still needed: {categories}' },
  tagsStarred: { id: 'novel.form.tagsStarred', defaultMessage: 'needs at least one label' },
  rating: { id: 'novel.form.rating', defaultMessage: 'Content rating' },
  cover: { id: 'novel.form.cover', defaultMessage: 'Cover' },
  coverHint: { id: 'novel.form.coverHint', defaultMessage: 'JPEG, PNG, WebP or GIF, at most {max}; shown at 3 × 4' },
  coverAlt: { id: 'novel.form.coverAlt', defaultMessage: 'Cover of {title}' },
  coverNew: { id: 'novel.form.coverNew', defaultMessage: 'the new novel' },
  exclusive: { id: 'novel.form.exclusive', defaultMessage: 'Exclusive to {brand}' },
  exclusiveYes: { id: 'novel.form.exclusiveYes', defaultMessage: 'Yes, it is published only here' },
  exclusiveNo: { id: 'novel.form.exclusiveNo', defaultMessage: 'No, it is also published elsewhere' },
  originalPlatform: { id: 'novel.form.originalPlatform', defaultMessage: 'Original platform' },
  originalPlatformHint: { id: 'novel.form.originalPlatformHint', defaultMessage: 'Where the novel was first published' },
  estimatedWords: { id: 'novel.form.estimatedWords', defaultMessage: 'Estimated finished words' },
  monthlyWords: { id: 'novel.form.monthlyWords', defaultMessage: 'Monthly update words' },
  digitsHint: { id: 'novel.form.digitsHint', defaultMessage: 'A whole number of 3 to 8 digits' },
  contest: { id: 'novel.form.contest', defaultMessage: 'Contest' },
  contestNone: { id: 'novel.form.contestNone', defaultMessage: 'No contest' },
  contestHint: { id: 'novel.form.contestHint', defaultMessage: 'A novel joins one contest only, and the choice is final.' },
  create: { id: 'novel.form.create', defaultMessage: 'Create novel' },
  save: { id: 'novel.form.save', defaultMessage: 'Save changes' },
  cancel: { id: 'novel.form.cancel', defaultMessage: 'Cancel' },
  created: { id: 'novel.form.created', defaultMessage: 'Book created' },
  modified: { id: 'novel.form.modified', defaultMessage: 'Novel modified' },
  reviewAgain: { id: 'novel.form.reviewAgain', defaultMessage: 'Your editor reviews the changed details before readers see them.' },
  loadFailed: { id: 'novel.form.loadFailed', defaultMessage: 'The novel form could not be loaded' },
  retry: commonMessages.retry,
  loading: commonMessages.loading,
  draftRestored: { id: 'novel.form.draftRestored', defaultMessage: 'We restored what you typed last time on this device.' },
  discardDraft: { id: 'novel.form.discardDraft', defaultMessage: 'Discard it' },
  stale: { id: 'novel.form.stale', defaultMessage: 'This novel changed in another window. Your text is still here: reload the latest version to compare, then save again.' },
  reload: { id: 'novel.form.reload', defaultMessage: 'Load the latest version' },
  rejected: { id: 'novel.form.rejected', defaultMessage: 'Your editor did not approve this novel: {reason}' },
});

/** The contest words the form says, some of them with the contest card. */
export const contest = defineMessages({
  joinTitle: { id: 'novel.contest.joinTitle', defaultMessage: 'Join {contest}?' },
  createBody: {
    id: 'novel.contest.createBody',
    defaultMessage: 'Your new novel will take part in {contest}. A novel joins one contest only, and this choice cannot be undone.',
  },
  confirm: { id: 'novel.contest.confirm', defaultMessage: 'Join the contest' },
  cancel: { id: 'novel.contest.cancel', defaultMessage: 'Not now' },
  entering: { id: 'novel.contest.entering', defaultMessage: 'This novel is created for {contest}' },
  unavailable: { id: 'novel.contest.unavailable', defaultMessage: 'This contest is not open for entries. You can still create the novel without it.' },
});

/** Words of the novel list that other screens say too: its title (their way back), a novel's contest, the table's pager. */
export const list = defineMessages({
  title: { id: 'novel.list.title', defaultMessage: 'My Works' },
  range: { id: 'common.table.range', defaultMessage: '{from}–{to} of {total}' },
  previous: { id: 'common.table.previous', defaultMessage: 'Previous page' },
  next: { id: 'common.table.next', defaultMessage: 'Next page' },
  pageSize: { id: 'common.table.pageSize', defaultMessage: 'Rows per page' },
  contestTag: { id: 'novel.list.contestTag', defaultMessage: 'In {contest}' },
});

/** A novel's page that could not be shown, and the way back to the list. */
export const manage = defineMessages({
  loadFailed: { id: 'novel.manage.loadFailed', defaultMessage: 'This novel could not be loaded' },
  notFound: { id: 'novel.manage.notFound', defaultMessage: 'This novel does not exist or is not yours' },
  back: { id: 'novel.manage.back', defaultMessage: 'Back to My Works' },
});

export const ratingLabel = defineMessages({
  '10+': { id: 'novel.rating.10', defaultMessage: '10+' },
  '13+': { id: 'novel.rating.13', defaultMessage: '13+' },
  '17+': { id: 'novel.rating.17', defaultMessage: '17+' },
  '18+': { id: 'novel.rating.18', defaultMessage: '18+' },
});
