import * as React from 'react';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PublicPageBar } from '../../components/PublicPageBar';
import { titles } from '../../lib/routes';
import { messages } from './messages';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  // The card hangs from a fixed height rather than sitting in the middle: what arrives under the
  // form (the site's social sign-in, an error) grows it downwards, and never moves the field or
  // button the author is about to press (centred, a 72 px social section moved them up by 36 px).
  main: {
    flex: 1,
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    paddingTop: `clamp(${tokens.spacingVerticalL}, 10vh, 96px)`,
  },
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
  footer: { display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalL, padding: tokens.spacingVerticalL },
});

export interface AuthFrameProps {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}

/** The frame of the account pages outside the portal (forgot password, new password, verify email): /login's card. */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <PublicPageBar />
      <main className={styles.main}>
        <div className={styles.card}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {children}
        </div>
      </main>
      <nav className={styles.footer} aria-label={intl.formatMessage(messages.legal)}>
        <Link href="/terms">{intl.formatMessage(titles.terms)}</Link>
        <Link href="/policy">{intl.formatMessage(titles.policy)}</Link>
      </nav>
    </div>
  );
}

export { RouterLink } from '../../lib/RouterLink';
