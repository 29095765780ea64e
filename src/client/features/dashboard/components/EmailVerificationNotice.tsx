import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { useAppSelector } from '../../../session';
import { ApiError } from '../../../lib/http';
import { httpMessages } from '../../../lib/http-messages';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { selectSession } from '../../../session';
import { resendVerification } from '../api/resend-verification';
import { verifyNotice as messages } from '../messages';

/**
 * The dashboard's notice for an account whose email is not verified yet: what to do, a way to
 * have the link sent again, and a dismiss that holds for this address on this browser.
 */
export function EmailVerificationNotice() {
  const intl = useIntl();
  const { email, emailVerified } = useAppSelector(selectSession);
  const [dismissed, setDismissed] = React.useState(() => !!email && storage.get(STORAGE_KEYS.verifyNoticeDismissed) === email);
  const [sending, setSending] = React.useState(false);
  const [result, setResult] = React.useState<{ intent: 'success' | 'error'; text: string }>();

  // Accounts a social platform made without an address have a placeholder (….invalid) that no mail reaches.
  if (emailVerified !== false || !email || email.endsWith('.invalid') || dismissed) return null;

  const resend = async () => {
    setSending(true);
    setResult(undefined);
    try {
      await resendVerification();
      setResult({ intent: 'success', text: intl.formatMessage(messages.sent, { email }) });
    } catch (err) {
      setResult({ intent: 'error', text: err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(httpMessages.network) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Notice
      intent={result?.intent === 'error' ? 'error' : 'warning'}
      layout="multiline"
      aria-live="polite"
      title={intl.formatMessage(messages.title)}
      dismissLabel={intl.formatMessage(messages.dismiss)}
      onDismiss={() => {
        storage.set(STORAGE_KEYS.verifyNoticeDismissed, email);
        setDismissed(true);
      }}
      actions={
        <Button onClick={() => void resend()} disabled={sending}>
          {intl.formatMessage(sending ? messages.resending : messages.resend)}
        </Button>
      }
    >
      {result?.text ?? intl.formatMessage(messages.body, { email })}
    </Notice>
  );
}
