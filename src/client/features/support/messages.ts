import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

export const m = defineMessages({
  intro: { id: 'support.intro', defaultMessage: 'Write to the platform’s team. We answer here and by mail, usually within two working days.' },
  newTitle: { id: 'support.new.title', defaultMessage: 'New message' },
  replyTo: { id: 'support.replyTo', defaultMessage: 'We will reply to {email}' },
  topic: { id: 'support.topic', defaultMessage: 'Topic' },
  topicPlaceholder: { id: 'support.topic.placeholder', defaultMessage: 'Choose a topic' },
  topic_account: { id: 'support.topic.account', defaultMessage: 'My account' },
  topic_novel: { id: 'support.topic.novel', defaultMessage: 'Novels and chapters' },
  topic_contract: { id: 'support.topic.contract', defaultMessage: 'Contracts' },
  topic_payment: { id: 'support.topic.payment', defaultMessage: 'Income and payouts' },
  topic_comments: { id: 'support.topic.comments', defaultMessage: 'Comments and readers' },
  topic_bug: { id: 'support.topic.bug', defaultMessage: 'Something does not work' },
  topic_other: { id: 'support.topic.other', defaultMessage: 'Something else' },
  message: { id: 'support.message', defaultMessage: 'Message' },
  count: { id: 'support.count', defaultMessage: '{count, number} / {max, number} characters' },
  screenshot: { id: 'support.screenshot', defaultMessage: 'Screenshot (optional)' },
  screenshotHint: { id: 'support.screenshot.hint', defaultMessage: 'A picture of what you see helps us. JPEG, PNG or WebP, up to 2 MB; only our team can open it.' },
  screenshotAlt: { id: 'support.screenshot.alt', defaultMessage: 'Your screenshot' },
  screenshotLink: { id: 'support.screenshot.link', defaultMessage: 'Open the screenshot' },
  send: { id: 'support.send', defaultMessage: 'Send' },
  sent: { id: 'support.sent', defaultMessage: 'Message sent. We will answer here and by mail.' },
  failed: { id: 'support.failed', defaultMessage: 'Your message could not be sent. What you wrote is kept: try again.' },
  listTitle: { id: 'support.list.title', defaultMessage: 'Your messages' },
  listEmpty: { id: 'support.list.empty', defaultMessage: 'You have not written to us yet.' },
  loadFailed: { id: 'support.loadFailed', defaultMessage: 'Your messages could not be loaded' },
  status_open: { id: 'support.status.open', defaultMessage: 'Waiting for our answer' },
  status_answered: { id: 'support.status.answered', defaultMessage: 'Answered' },
  status_closed: { id: 'support.status.closed', defaultMessage: 'Closed' },
  ticketLabel: { id: 'support.ticket', defaultMessage: '#{id} · {topic}' },
  updated: { id: 'support.updated', defaultMessage: 'Last message {date}' },
  you: { id: 'support.from.you', defaultMessage: 'You' },
  team: { id: 'support.from.team', defaultMessage: 'Support team' },
  from: { id: 'support.from', defaultMessage: '{who} · {date}' },
  writeAgain: { id: 'support.writeAgain', defaultMessage: 'Write again' },
  closedNote: { id: 'support.closedNote', defaultMessage: 'This conversation is closed. Write a new message if you need more help.' },
});
