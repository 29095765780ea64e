import { MessageCenter } from './MessageCenter';

/** /messageCenter/newsAnnounce: the platform's news and announcements. */
export default function NewsAnnouncePage() {
  return <MessageCenter view="news" />;
}
