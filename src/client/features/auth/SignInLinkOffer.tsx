import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { SIGN_IN_LINK_MINUTES } from '../../../domain/session';
import { failureText } from '../../lib/http-messages';
import { requestSignInLink } from './api/request-sign-in-link';
import { messages } from './messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

type State = { step: 'idle' | 'sending' } | { step: 'sent'; to: string } | { step: 'failed'; error: string };

/**
 * The owner's way past the slow-down (loaded by LoginForm the first time sign-in is slowed): a
 * one-time sign-in link mailed to the account's own address. A guesser gains nothing from it: the
 * link goes only to that inbox. The answer is the same whether or not anything was mailed.
 */
export default function SignInLinkOffer({ email }: { email: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const [state, setState] = React.useState<State>({ step: 'idle' });

  const send = async () => {
    setState({ step: 'sending' });
    try {
      await requestSignInLink({ email });
      setState({ step: 'sent', to: email });
    } catch (err) {
      setState({ step: 'failed', error: failureText(intl, err) });
    }
  };

  if (state.step === 'sent') {
    return (
      <Notice intent="success" role="status">
        {intl.formatMessage(messages.linkSent, { email: state.to, minutes: SIGN_IN_LINK_MINUTES })}
      </Notice>
    );
  }
  return (
    <div className={styles.root}>
      <p className={styles.hint}>{intl.formatMessage(messages.linkOffer)}</p>
      {state.step === 'failed' && (
        <Notice intent="error" role="alert">
          {state.error}
        </Notice>
      )}
      <Button
        appearance="secondary"
        icon={state.step === 'sending' ? <Spinner size="tiny" /> : <MailRegular />}
        disabled={state.step === 'sending' || !email}
        onClick={() => void send()}
      >
        {intl.formatMessage(state.step === 'sending' ? messages.forgotSubmitting : messages.linkRequest)}
      </Button>
    </div>
  );
}
