import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';
import { contest as novelContest, list as novelList } from '../../components/novel/messages';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const contest = defineMessages({
  ...novelContest,
  joinBody: {
    id: 'novel.contest.joinBody',
    defaultMessage: '“{title}” will take part in {contest}. A novel joins one contest only, and this choice cannot be undone.',
  },
  joined: { id: 'novel.contest.joined', defaultMessage: 'Your novel joined {contest}' },
  endsOn: { id: 'novel.contest.endsOn', defaultMessage: 'Open until {date}' },
  ended: { id: 'novel.contest.ended', defaultMessage: 'Ended on {date}' },
  pageTitle: { id: 'novel.contest.pageTitle', defaultMessage: 'Contests' },
  pageIntro: { id: 'novel.contest.pageIntro', defaultMessage: 'Start a new novel for a contest, or enter one you are writing from its edit page.' },
  start: { id: 'novel.contest.start', defaultMessage: 'Create a novel for this contest' },
  none: { id: 'novel.contest.none', defaultMessage: 'No contests right now' },
  noneBody: { id: 'novel.contest.noneBody', defaultMessage: 'New contests are announced in your messages.' },
  entries: { id: 'novel.contest.entries', defaultMessage: 'Your entries: {titles}' },
  loadFailed: { id: 'novel.contest.loadFailed', defaultMessage: 'The contests could not be loaded' },
});

export const list = defineMessages({
  ...novelList,
  description: { id: 'novel.list.description', defaultMessage: 'Every novel you write, its state and what to do next.' },
  create: { id: 'novel.list.create', defaultMessage: 'Create novel' },
  contests: { id: 'novel.list.contests', defaultMessage: 'Contests' },
  contestsHint: { id: 'novel.form.contestsHint', defaultMessage: 'Writing for a contest? See the open contests and start your novel from one.' },
  table: { id: 'novel.list.table', defaultMessage: 'My novels' },
  cover: { id: 'novel.list.cover', defaultMessage: 'Cover' },
  novel: { id: 'novel.list.novel', defaultMessage: 'Novel' },
  status: { id: 'novel.list.status', defaultMessage: 'Status' },
  review: { id: 'novel.list.review', defaultMessage: 'Review' },
  words: { id: 'novel.list.words', defaultMessage: 'Words' },
  chapters: { id: 'novel.list.chapters', defaultMessage: 'Chapters' },
  updated: { id: 'novel.list.updated', defaultMessage: 'Last update' },
  actions: { id: 'novel.list.actions', defaultMessage: 'Actions' },
  manage: { id: 'novel.list.manage', defaultMessage: 'Manage' },
  edit: { id: 'novel.list.edit', defaultMessage: 'Edit' },
  write: { id: 'novel.list.write', defaultMessage: 'Write chapter' },
  planner: { id: 'novel.list.planner', defaultMessage: 'Release planner' },
  announce: { id: 'novel.list.announce', defaultMessage: 'Announce to readers' },
  delete: { id: 'novel.list.delete', defaultMessage: 'Delete' },
  moreActions: { id: 'novel.list.moreActions', defaultMessage: 'More actions for {title}' },
  noCover: { id: 'novel.list.noCover', defaultMessage: 'No cover yet' },
  emptyTitle: { id: 'novel.list.emptyTitle', defaultMessage: 'Your first novel starts here' },
  emptyBody: { id: 'novel.list.emptyBody', defaultMessage: 'Create a novel, then write its first chapter. Your editor reviews it before readers see it.' },
  loading: { id: 'novel.list.loading', defaultMessage: 'Loading your novels…' },
  loadFailed: { id: 'novel.list.loadFailed', defaultMessage: 'Your novels could not be loaded' },
  deleteTitle: { id: 'novel.list.deleteTitle', defaultMessage: 'Delete “{title}”?' },
  deleteBody: { id: 'novel.list.deleteBody', defaultMessage: 'The draft disappears from My Works. Its chapters and notes go with it.' },
  deleteConfirm: { id: 'novel.list.deleteConfirm', defaultMessage: 'Delete draft' },
  deleted: { id: 'novel.list.deleted', defaultMessage: 'The draft was deleted' },
  novelNo: { id: 'novel.list.novelNo', defaultMessage: 'No. {no}' },
});
