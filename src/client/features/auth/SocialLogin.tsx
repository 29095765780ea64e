import * as React from 'react';
import { Button, Divider, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { PersonCircleRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/http';
import { STORAGE_KEYS } from '../../lib/storage';
import { getOauthUrl } from './api/get-oauth-url';
import { snsLogin } from './api/sns-login';
import { useSnsPlatforms } from './api/get-sns-platforms';
import { messages } from './messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The platform's callback comes back to /login itself. */
export const callbackUrl = () => `${window.location.origin}/login`;

const session = {
  get: () => {
    try {
      return sessionStorage.getItem(STORAGE_KEYS.snsPlatform);
    } catch {
      return null;
    }
  },
  set: (value: string | null) => {
    try {
      if (value === null) sessionStorage.removeItem(STORAGE_KEYS.snsPlatform);
      else sessionStorage.setItem(STORAGE_KEYS.snsPlatform, value);
    } catch {
      /* private mode: the callback then asks to start again */
    }
  },
};

export interface SocialLoginProps {
  site?: number;
  onSignedIn(token: string): void;
  /** two-factor sign-in on: the platform stood for the password, the code comes next */
  onChallenge(challenge: string): void;
}

/**
 * Social sign-in: buttons for the configured platforms, and the return leg
 * (?code&state on /login) that trades the code for our token, or for the second step's challenge.
 */
export function SocialLogin({ site, onSignedIn, onChallenge }: SocialLoginProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const { data } = useSnsPlatforms();
  const [busy, setBusy] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const finishing = React.useRef(false);

  React.useEffect(() => {
    if (!code || !state || finishing.current) return;
    finishing.current = true;
    const platform = session.get();
    const clean = () => {
      const next = new URLSearchParams(params);
      for (const key of ['code', 'state', 'iss', 'session_state']) next.delete(key);
      setParams(next, { replace: true });
    };
    if (!platform) {
      setError(intl.formatMessage(messages.snsExpired));
      clean();
      return;
    }
    setBusy(platform);
    snsLogin({ sns_platform: platform, code, state, iss: params.get('iss') ?? undefined, callback: callbackUrl(), from_site: site })
      .then((answer) => {
        session.set(null);
        if ('challenge' in answer) {
          setBusy(null);
          clean();
          onChallenge(answer.challenge);
        } else onSignedIn(answer.token);
      })
      .catch((err) => {
        setError(err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(messages.snsFailed));
        setBusy(null);
        clean();
      });
  }, [code, state, params, setParams, site, onSignedIn, onChallenge, intl]);

  const start = async (platform: string) => {
    setBusy(platform);
    setError(null);
    try {
      const { url } = await getOauthUrl({ sns_platform: platform, callback: callbackUrl(), from_site: site });
      session.set(platform);
      window.location.assign(url);
    } catch {
      setBusy(null);
    }
  };

  if (code && state && busy) {
    return (
      <div role="status">
        <Spinner label={intl.formatMessage(messages.snsFinishing)} />
      </div>
    );
  }
  if (!data?.list.length && !error) return null;
  return (
    <div className={styles.root}>
      {error && (
        <Notice intent="error">{error}</Notice>
      )}
      {data?.list.length ? (
        <>
          <Divider>{intl.formatMessage(messages.orContinue)}</Divider>
          <div className={styles.buttons}>
            {data.list.map((p) => (
              <Button key={p.sns_platform} icon={busy === p.sns_platform ? <Spinner size="tiny" /> : <PersonCircleRegular />} disabled={!!busy} onClick={() => void start(p.sns_platform)}>
                {intl.formatMessage(messages.continueWith, { name: p.name })}
              </Button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
