import { titles } from '../../lib/routes';
import { confirmEmailChange } from './api/confirm-email-change';
import { EmailLinkPage } from './EmailLinkPage';
import { m } from './messages';

/** /account/email-confirm?token=: the link mailed to the new address makes it the sign-in address. */
export default function EmailConfirmPage() {
  return <EmailLinkPage title={titles.emailConfirm} done={m.confirmed} open={confirmEmailChange} />;
}
