import { defineMessages } from '../../lib/define-messages';

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
});
