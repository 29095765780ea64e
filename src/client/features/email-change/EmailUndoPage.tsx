import { titles } from '../../lib/routes';
import { undoEmailChange } from './api/undo-email-change';
import { EmailLinkPage } from './EmailLinkPage';
import { m } from './messages';

/** /account/email-undo?token=: the link mailed to the old address restores it and signs every session out. */
export default function EmailUndoPage() {
  return <EmailLinkPage title={titles.emailUndo} done={m.restored} open={undoEmailChange} signsOut />;
}
