import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { EmptyState, ErrorState, SkeletonText } from '@writers-center/design-system';
import type { AutographResult, SigningSession } from '../../../domain/api/sign';
import { commonMessages } from '../../lib/common-messages';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { PublicPageBar } from '../../components/PublicPageBar';
import { getSigningSession } from './api/get-signing-session';
import { ContractReading } from './components/ContractReading';
import { SignForm } from './components/SignForm';
import { contract as c, esign as m } from './messages';

const useStyles = makeStyles({
  page: {
    maxWidth: '1040px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
});

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; session: SigningSession }
  | { kind: 'invalid'; text?: string }
  | { kind: 'failed'; error: unknown };

/** The signing session behind a token: loading, ready, not (or no longer) valid, or not reachable. */
function useSigningSession(token: string) {
  const [load, setLoad] = React.useState<Load>({ kind: 'loading' });
  const fetchSession = React.useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'ready', session: await getSigningSession(token) });
    } catch (err) {
      if (err instanceof ApiError && err.code > 0) setLoad({ kind: 'invalid', text: err.fields.token ?? err.desc });
      else setLoad({ kind: 'failed', error: err });
    }
  }, [token]);
  React.useEffect(() => {
    void fetchSession();
  }, [fetchSession]);
  return { load, retry: fetchSession };
}

/** Signed: by this signer now (naming who else must still sign), or before. */
function SignedState({ done }: { done: AutographResult | null }) {
  const intl = useIntl();
  const waiting = done && done.waiting_for.length > 0 ? ` ${intl.formatMessage(m.waitingFor, { parties: intl.formatList(done.waiting_for.map((p) => intl.formatMessage(c[p]))) })}` : '';
  return <EmptyState title={intl.formatMessage(m.signed)} description={`${intl.formatMessage(m.signedBody)}${waiting}`} headingLevel={1} />;
}

/**
 * /esign/:token: the signing page of our own signing service (the dialog frames it, signed in as
 * the author; a guardian opens it from the mailed link). The contract in the signer's language
 * with a plain-language summary beside each clause, the key terms, an explicit intent, the
 * signature and, for the guardian, the code emailed to them.
 */
export default function EsignPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { token = '' } = useParams();
  const { load, retry } = useSigningSession(token);
  const [done, setDone] = React.useState<AutographResult | null>(null);
  let body: React.ReactNode;
  if (load.kind === 'loading') body = <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={10} />;
  else if (load.kind === 'invalid') body = <EmptyState title={intl.formatMessage(m.invalid)} description={load.text || intl.formatMessage(m.invalidBody)} headingLevel={1} />;
  else if (load.kind === 'failed') body = <ErrorState title={failureText(intl, load.error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void retry()} headingLevel={1} />;
  else if (done || load.session.signed) body = <SignedState done={done} />;
  else
    body = (
      <>
        <ContractReading session={load.session} />
        <SignForm token={token} session={load.session} onSigned={setDone} />
      </>
    );
  return (
    <>
      <PublicPageBar />
      <main className={styles.page}>{body}</main>
    </>
  );
}
