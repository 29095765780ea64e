import * as React from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/http';
import { useAppDispatch, useAppSelector } from '../../session';
import { emailVerified, selectToken } from '../../session';
import { verifyEmail } from './api/verify-email';
import { AuthFrame, RouterLink } from './AuthFrame';
import { messages } from './messages';

const useStyles = makeStyles({
  links: { margin: 0, display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalL },
});

type State = 'checking' | 'done' | 'invalid' | 'failed';

/** /verify-email?token=: opens the mailed link once, signed in or not, and says how it went. */
export default function VerifyEmailPage() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const signedIn = !!useAppSelector(selectToken);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = React.useState<State>(token ? 'checking' : 'invalid');
  const [error, setError] = React.useState<string>();
  // The link is single-use: send it once, even when React mounts the page twice in development.
  const sent = React.useRef(false);

  React.useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail({ token }).then(
      () => {
        setState('done');
        dispatch(emailVerified());
      },
      (err: unknown) => {
        if (err instanceof ApiError && err.code === 4001) setState('invalid');
        else {
          setState('failed');
          setError(err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(messages.unreachable));
        }
      },
    );
  }, [token, dispatch, intl]);

  return (
    <AuthFrame title={intl.formatMessage(messages.verifyTitle)}>
      {state === 'checking' && <Spinner label={intl.formatMessage(messages.verifyChecking)} />}
      {state === 'done' && (
        <Notice intent="success" role="status">{intl.formatMessage(messages.verifyDone)}</Notice>
      )}
      {state === 'invalid' && (
        <Notice intent="error" role="alert">{intl.formatMessage(messages.linkInvalid)} {intl.formatMessage(messages.verifyInvalidHint)}</Notice>
      )}
      {state === 'failed' && (
        <Notice intent="error" role="alert">{error}</Notice>
      )}
      {state !== 'checking' && (
        <p className={styles.links}>
          {signedIn ? (
            <RouterLink to="/dashboard">{intl.formatMessage(messages.toDashboard)}</RouterLink>
          ) : (
            <RouterLink to="/login">{intl.formatMessage(messages.toLogin)}</RouterLink>
          )}
        </p>
      )}
    </AuthFrame>
  );
}
