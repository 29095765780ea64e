import * as React from 'react';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Notice, useBrand, useToast } from '@writers-center/design-system';
import { useAppDispatch, useAppSelector } from '../../session';
import { sessionStarted, selectSite } from '../../session';
import { useSnsPlatforms } from './api/get-sns-platforms';
import { AuthFrame } from './AuthFrame';
import { messages } from './messages';
import { LoginForm } from './LoginForm';
import { SIGN_IN_LINK_PARAM } from '../../../domain/session';

// Sign-up (with its rules and strength meter) and social sign-in load when shown: most visits to /login only sign in.
const loadSignUp = () => import('./SignUpForm');
const SignUpForm = React.lazy(() => loadSignUp().then((m) => ({ default: m.SignUpForm })));
const SocialLogin = React.lazy(() => import('./SocialLogin').then((m) => ({ default: m.SocialLogin })));
const SignInWithLink = React.lazy(() => import('./SignInWithLink').then((m) => ({ default: m.SignInWithLink })));

const useStyles = makeStyles({
  switch: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2, margin: 0 },
});

/** /login: sign in, or create an account (the registration entry). */
export default function LoginPage() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const site = useAppSelector(selectSite);
  const brand = useBrand().brand.name;
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const platforms = useSnsPlatforms().data?.list.length ?? 0;
  const returningFromPlatform = params.has('code') && params.has('state');
  // A sign-in link mailed while sign-in was slowed down comes back here; its failure stays shown above the form.
  const [fromLink] = React.useState(() => params.has(SIGN_IN_LINK_PARAM));
  // The session ended without the author signing out: say so, once, above the form (the guard
  // has kept the page they were on in `redirect`, and signing in takes them back there).
  const expired = useAppSelector((s) => s.session.ended) === 'expired';
  // A mailed sign-in link or a social platform's sign-in to an account with two-factor sign-in on
  // leads to the same code's step the password does.
  const [challenge, setChallenge] = React.useState<string>();

  const signedIn = (token: string, welcome = false) => {
    dispatch(sessionStarted({ token }));
    if (welcome) toast({ intent: 'success', title: intl.formatMessage(messages.welcome) });
    // The route guard now sends the author on: to `redirect`, or to the dashboard.
  };
  // Social sign-in and the mailed sign-in link: a session, and the route guard sends the author on.
  const onSocial = React.useCallback((token: string) => dispatch(sessionStarted({ token })), [dispatch]);
  const switchTo = (next: 'login' | 'signup') => (e: React.MouseEvent) => {
    e.preventDefault();
    const p = new URLSearchParams(params);
    if (next === 'signup') p.set('mode', 'signup');
    else p.delete('mode');
    setParams(p, { replace: true });
  };

  return (
    <AuthFrame
      title={intl.formatMessage(mode === 'login' ? messages.title : messages.signUpTitle, { brand })}
      subtitle={intl.formatMessage(mode === 'login' ? messages.subtitle : messages.signUpSubtitle)}
    >
      {fromLink && (
        <React.Suspense fallback={null}>
          <SignInWithLink onSignedIn={onSocial} onChallenge={setChallenge} />
        </React.Suspense>
      )}
      {expired && mode === 'login' && (
        <Notice intent="warning" role="status">
          {intl.formatMessage(messages.signedOut)}
        </Notice>
      )}
      {mode === 'login' || challenge ? (
        <LoginForm onSignedIn={(t) => signedIn(t)} initialChallenge={challenge} />
      ) : (
        <React.Suspense fallback={null}>
          <SignUpForm site={site} onSignedIn={(t) => signedIn(t, true)} />
        </React.Suspense>
      )}
      {(platforms > 0 || returningFromPlatform) && (
        <React.Suspense fallback={null}>
          <SocialLogin site={site} onSignedIn={onSocial} onChallenge={setChallenge} />
        </React.Suspense>
      )}
      <p className={styles.switch}>
        <span>{intl.formatMessage(mode === 'login' ? messages.noAccount : messages.haveAccount, { brand })}</span>
        <Link
          href={mode === 'login' ? '/login?mode=signup' : '/login'}
          onClick={switchTo(mode === 'login' ? 'signup' : 'login')}
          onPointerEnter={mode === 'login' ? () => void loadSignUp() : undefined}
          onFocus={mode === 'login' ? () => void loadSignUp() : undefined}
        >
          {intl.formatMessage(mode === 'login' ? messages.toSignUp : messages.toLogin)}
        </Link>
      </p>
    </AuthFrame>
  );
}
