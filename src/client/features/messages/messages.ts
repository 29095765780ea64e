import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const messages = defineMessages({
  title: { id: 'messages.page.title', defaultMessage: 'Messages' },
  intro: { id: 'messages.page.intro', defaultMessage: 'Notices about your work and the platform’s news.' },
  noticesTab: { id: 'messages.tab.notices', defaultMessage: 'My notices' },
  newsTab: { id: 'messages.tab.news', defaultMessage: 'News' },
  markAllRead: { id: 'messages.markAllRead', defaultMessage: 'Mark all as read' },
  markRead: { id: 'messages.markRead', defaultMessage: 'Mark as read' },
  open: { id: 'messages.open', defaultMessage: 'Open' },
  unread: { id: 'messages.unread', defaultMessage: 'Unread' },
  pinned: { id: 'messages.pinned', defaultMessage: 'Pinned' },
  actionRequired: { id: 'messages.actionRequired', defaultMessage: 'Action required' },
  fallback: { id: 'messages.fallback', defaultMessage: 'Not available in your language; shown in {language}.' },
  more: { id: 'messages.more', defaultMessage: 'Show older' },
  noNotices: { id: 'messages.empty.notices', defaultMessage: 'No notices yet' },
  noNoticesBody: { id: 'messages.empty.noticesBody', defaultMessage: 'Reviews of your work, contracts and payouts will be announced here.' },
  noNews: { id: 'messages.empty.news', defaultMessage: 'No news yet' },
  noNewsBody: { id: 'messages.empty.newsBody', defaultMessage: 'The platform’s announcements will appear here.' },
  loadFailed: { id: 'messages.loadFailed', defaultMessage: 'Messages could not be loaded' },
  retry: { id: 'messages.retry', defaultMessage: 'Try again' },
  loading: { id: 'messages.loading', defaultMessage: 'Loading messages…' },
  allRead: { id: 'messages.allRead', defaultMessage: 'Everything is read' },
  kind: { id: 'messages.filter.kind', defaultMessage: 'Kind' },
  kindAll: { id: 'messages.kind.all', defaultMessage: 'All notices' },
  kindReview: { id: 'messages.kind.review', defaultMessage: 'Reviews' },
  kindContract: { id: 'messages.kind.contract', defaultMessage: 'Contracts' },
  kindPayout: { id: 'messages.kind.payout', defaultMessage: 'Payouts' },
  kindComment: { id: 'messages.kind.comment', defaultMessage: 'Comments' },
  kindAccount: { id: 'messages.kind.account', defaultMessage: 'Account' },
  kindSystem: { id: 'messages.kind.system', defaultMessage: 'Platform' },
  actionSection: { id: 'messages.section.action', defaultMessage: 'Waiting for you ({count, number})' },
  otherSection: { id: 'messages.section.other', defaultMessage: 'Notices' },
  noneOfKind: { id: 'messages.empty.kind', defaultMessage: 'No notices of this kind.' },
  loadingMore: { id: 'messages.loadingMore', defaultMessage: 'Loading older messages…' },
});
