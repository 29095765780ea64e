import * as React from 'react';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@writers-center/design-system';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { sessionStarted, selectSite } from '../session/session-slice';
import { PublicPageBar } from '../layout/PublicPageBar';
import { messages } from './messages';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';
import { SocialLogin } from './SocialLogin';
import { titles } from '../../app/routes';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  main: { flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalL },
  card: {
    width: '100%',
    maxWidth: '420px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  switch: { display: 'flex', justifyContent: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2, margin: 0 },
  footer: { display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalL, padding: tokens.spacingVerticalL },
});

/** /login: sign in, or create an account (the registration entry). */
export default function LoginPage() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const site = useAppSelector(selectSite);
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'login';

  const signedIn = (token: string, welcome = false) => {
    dispatch(sessionStarted({ token }));
    if (welcome) toast({ intent: 'success', title: intl.formatMessage(messages.welcome) });
    // The route guard now sends the author on: to `redirect`, or to the dashboard.
  };
  const onSocial = React.useCallback((token: string) => dispatch(sessionStarted({ token })), [dispatch]);
  const switchTo = (next: 'login' | 'signup') => (e: React.MouseEvent) => {
    e.preventDefault();
    const p = new URLSearchParams(params);
    if (next === 'signup') p.set('mode', 'signup');
    else p.delete('mode');
    setParams(p, { replace: true });
  };

  return (
    <div className={styles.page}>
      <PublicPageBar />
      <main className={styles.main}>
        <div className={styles.card}>
          <div>
            <h1 className={styles.title}>{intl.formatMessage(mode === 'login' ? messages.title : messages.signUpTitle)}</h1>
            <p className={styles.subtitle}>{intl.formatMessage(mode === 'login' ? messages.subtitle : messages.signUpSubtitle)}</p>
          </div>
          {mode === 'login' ? <LoginForm onSignedIn={(t) => signedIn(t)} /> : <SignUpForm site={site} onSignedIn={(t) => signedIn(t, true)} />}
          <SocialLogin site={site} onSignedIn={onSocial} />
          <p className={styles.switch}>
            <span>{intl.formatMessage(mode === 'login' ? messages.noAccount : messages.haveAccount)}</span>
            <Link href={mode === 'login' ? '/login?mode=signup' : '/login'} onClick={switchTo(mode === 'login' ? 'signup' : 'login')}>
              {intl.formatMessage(mode === 'login' ? messages.toSignUp : messages.toLogin)}
            </Link>
          </p>
        </div>
      </main>
      <nav className={styles.footer} aria-label={intl.formatMessage(messages.legal)}>
        <Link href="/terms">{intl.formatMessage(titles.terms)}</Link>
        <Link href="/policy">{intl.formatMessage(titles.policy)}</Link>
      </nav>
    </div>
  );
}
