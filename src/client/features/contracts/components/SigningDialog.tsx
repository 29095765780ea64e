import * as React from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Dialog, ErrorState } from '@writers-center/design-system';
import { SIGN_URL_TTL_MS } from '../../../../domain/contract';
import { getSignUrl } from '../api/get-sign-url';
import { dialog as m } from '../messages';
import { SIGNED_MESSAGE } from '../signed-message';

const useStyles = makeStyles({
  surface: { width: 'min(960px, 96vw)', maxWidth: 'min(960px, 96vw)' },
  frame: { width: '100%', height: 'min(72vh, 820px)', border: 'none', display: 'block' },
});

type State = { kind: 'loading' } | { kind: 'ready'; url: string; expiresAt: number } | { kind: 'failed' } | { kind: 'expired' };

/**
 * The embedded signing dialog (sign.signUrl): asks for a fresh address, shows it for at
 * most an hour (3,600,000 ms), and closes itself when the page inside says the contract is signed.
 */
export function SigningDialog({
  bookId,
  open,
  onClose,
  onSigned,
}: {
  bookId: number;
  open: boolean;
  onClose(): void;
  onSigned(): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [state, setState] = React.useState<State>({ kind: 'loading' });

  const load = React.useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const answer = await getSignUrl(bookId);
      if (!answer.success || !answer.sign_url) throw new Error('no url');
      const expiresAt = Math.min(Date.parse(answer.expires_at) || Infinity, Date.now() + SIGN_URL_TTL_MS);
      setState({ kind: 'ready', url: answer.sign_url, expiresAt });
    } catch {
      setState({ kind: 'failed' });
    }
  }, [bookId]);

  React.useEffect(() => {
    if (open) void load();
  }, [open, load]);

  React.useEffect(() => {
    if (state.kind !== 'ready') return;
    const timer = window.setTimeout(() => setState({ kind: 'expired' }), Math.max(0, state.expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [state]);

  React.useEffect(() => {
    if (!open) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data !== SIGNED_MESSAGE) return;
      onSigned();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [open, onSigned]);

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()} modalType="modal">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.title)}</DialogTitle>
          <DialogContent>
            {state.kind === 'loading' && <Spinner label={intl.formatMessage(m.loading)} />}
            {state.kind === 'failed' && (
              <ErrorState
                title={intl.formatMessage(m.failed)}
                retryLabel={intl.formatMessage(m.reopen)}
                onRetry={() => void load()}
                headingLevel={3}
              />
            )}
            {state.kind === 'expired' && (
              <ErrorState
                title={intl.formatMessage(m.expired)}
                retryLabel={intl.formatMessage(m.reopen)}
                onRetry={() => void load()}
                headingLevel={3}
              />
            )}
            {state.kind === 'ready' && <iframe className={styles.frame} src={state.url} title={intl.formatMessage(m.frame)} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
