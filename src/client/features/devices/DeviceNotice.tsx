import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PhoneRegular, WarningRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { BrandLogo, EmptyState, useBrand } from '@writers-center/design-system';
import { defineMessages } from '../../lib/define-messages';
import { featureCatalogs } from '../../lib/intl';
import { http } from '../../lib/http';

// This feature's messages in every language, loaded with the first screen that shows them.
featureCatalogs(import.meta.glob<{ default: Record<string, string> }>('./i18n/*.json'));

const messages = defineMessages({
  mobileTitle: { id: 'device.mobile.title', defaultMessage: 'This page cannot be accessed on mobile' },
  mobileBody: { id: 'device.mobile.body', defaultMessage: '{brand} is made for larger screens. We are taking you to the mobile author login.' },
  mobileGo: { id: 'device.mobile.go', defaultMessage: 'Go to the mobile author login' },
  unsupportedTitle: { id: 'device.unsupported.title', defaultMessage: 'Your browser is not supported' },
  unsupportedBody: {
    id: 'device.unsupported.body',
    defaultMessage: 'Please open {brand} in a recent version of Chrome, Edge, Firefox or Safari.',
  },
});

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
});

/** Seconds before a phone is taken to the mobile login, so the notice can be read. */
export const MOBILE_REDIRECT_DELAY_MS = 3_000;

/** Shown instead of the portal on phones (then off to the mobile login) and in browsers it cannot run in. */
export function DeviceNotice({ kind, redirect = (url: string) => window.location.assign(url) }: { kind: 'mobile' | 'unsupported'; redirect?(url: string): void }) {
  const intl = useIntl();
  const brand = useBrand().brand.name;
  const styles = useStyles();
  const [target, setTarget] = React.useState<string>();

  React.useEffect(() => {
    if (kind !== 'mobile') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    http
      .get<{ mobile_login_url: string }>('/v1/site.config')
      .then(({ mobile_login_url }) => {
        setTarget(mobile_login_url);
        timer = setTimeout(() => redirect(mobile_login_url), MOBILE_REDIRECT_DELAY_MS);
      })
      .catch(() => undefined);
    return () => clearTimeout(timer);
  }, [kind, redirect]);

  const mobile = kind === 'mobile';
  return (
    <main className={styles.page}>
      <BrandLogo size="large" />
      <EmptyState
        headingLevel={1}
        icon={mobile ? <PhoneRegular /> : <WarningRegular />}
        title={intl.formatMessage(mobile ? messages.mobileTitle : messages.unsupportedTitle)}
        description={intl.formatMessage(mobile ? messages.mobileBody : messages.unsupportedBody, { brand })}
        actions={
          mobile && target ? (
            <Button as="a" appearance="primary" href={target}>
              {intl.formatMessage(messages.mobileGo)}
            </Button>
          ) : undefined
        }
      />
    </main>
  );
}
