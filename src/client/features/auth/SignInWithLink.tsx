import * as React from 'react';
import { Spinner } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { useSearchParams } from 'react-router-dom';
import { SIGN_IN_LINK_PARAM } from '../../../domain/session';
import { ApiCode } from '../../../domain/errors';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { signInWithLink } from './api/sign-in-with-link';
import { messages } from './messages';

/**
 * The mailed sign-in link's leg of /login (?signin_token=): trades the token for a session once,
 * then takes it out of the address; a spent or expired link says so above the sign-in form.
 */
export function SignInWithLink({ onSignedIn, onChallenge }: { onSignedIn(token: string): void; /** two-factor sign-in on: the code comes next */ onChallenge(challenge: string): void }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const token = params.get(SIGN_IN_LINK_PARAM);
  const [state, setState] = React.useState<{ step: 'idle' | 'signing' } | { step: 'failed'; error: string }>({ step: 'idle' });
  // The link is single-use: send it once, even when React mounts the page twice in development.
  const sent = React.useRef(false);

  React.useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    setState({ step: 'signing' });
    const next = new URLSearchParams(params);
    next.delete(SIGN_IN_LINK_PARAM);
    signInWithLink({ token }).then(
      (answer) => {
        if ('challenge' in answer) {
          setState({ step: 'idle' });
          setParams(next, { replace: true });
          onChallenge(answer.challenge);
        } else onSignedIn(answer.token);
      },
      (err: unknown) => {
        setState({ step: 'failed', error: err instanceof ApiError && err.code === ApiCode.ValidationFailed ? intl.formatMessage(messages.linkInvalid) : failureText(intl, err) });
        setParams(next, { replace: true });
      },
    );
  }, [token, params, setParams, onSignedIn, onChallenge, intl]);

  if (state.step === 'signing') return <Spinner label={intl.formatMessage(messages.snsFinishing)} />;
  if (state.step === 'failed') {
    return (
      <Notice intent="error" role="alert">
        {state.error}
      </Notice>
    );
  }
  return null;
}
