import * as React from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Notice, PageHeader, Panel } from '@writers-center/design-system';
import { PublicPageBar } from '../../components/PublicPageBar';
import { ApiError } from '../../lib/http';
import { RouterLink } from '../../lib/RouterLink';
import { ACCOUNT_PATH } from '../../lib/routes';
import { selectToken, signedOut, useAppDispatch, useAppSelector } from '../../session';
import { m } from './messages';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: { width: '100%', maxWidth: '640px', margin: '0 auto', padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

type State = 'checking' | 'done' | 'invalid' | 'failed';

export interface EmailLinkPageProps {
  title: MessageDescriptor;
  done: MessageDescriptor;
  /** sends the link's token to the server */
  open(token: string): Promise<void>;
  /** the link signed every session out (the undo): this browser's too */
  signsOut?: boolean;
}

/** A mailed link of the sign-in address's change, opened once, signed in or not, saying how it went. */
export function EmailLinkPage({ title, done, open, signsOut = false }: EmailLinkPageProps) {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const signedIn = !!useAppSelector(selectToken);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = React.useState<State>(token ? 'checking' : 'invalid');
  // The link is single-use: send it once, even when React mounts the page twice in development.
  const sent = React.useRef(false);

  React.useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    open(token).then(
      () => {
        setState('done');
        if (signsOut) dispatch(signedOut());
      },
      (err: unknown) => setState(err instanceof ApiError && err.code === 4001 ? 'invalid' : 'failed'),
    );
  }, [token, open, signsOut, dispatch]);

  return (
    <div className={styles.page}>
      <PublicPageBar />
      <main className={styles.main}>
        <PageHeader title={intl.formatMessage(title)} />
        <Panel className={styles.panel}>
          {state === 'checking' && <Spinner label={intl.formatMessage(m.checking)} />}
          {state === 'done' && (
            <Notice intent="success" role="status">
              {intl.formatMessage(done)}
            </Notice>
          )}
          {state === 'invalid' && (
            <Notice intent="error" role="alert">
              {intl.formatMessage(m.invalid)}
            </Notice>
          )}
          {state === 'failed' && (
            <Notice intent="error" role="alert">
              {intl.formatMessage(m.failed)}
            </Notice>
          )}
          {state !== 'checking' &&
            (signedIn && !signsOut ? <RouterLink to={ACCOUNT_PATH}>{intl.formatMessage(m.toAccount)}</RouterLink> : <RouterLink to="/login">{intl.formatMessage(m.toLogin)}</RouterLink>)}
        </Panel>
      </main>
    </div>
  );
}
