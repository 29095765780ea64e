import { MessageCenter } from './MessageCenter';

/** /messageCenter/announceCenter: the author's own notices. */
export default function AnnounceCenterPage() {
  return <MessageCenter view="notices" />;
}
