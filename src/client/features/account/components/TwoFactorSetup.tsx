import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { TotpSetup } from '../../../../domain/api/two-factor';
import { tf } from '../../../components/two-factor/messages';
import { FormTextField, applyServerErrors } from '../../../lib/forms';
import { ApiError } from '../../../lib/http';
import { totpEnable } from '../api/totp-enable';
import { totpSetup } from '../api/totp-setup';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  // The QR code brings its own light background (scanners need the contrast in dark mode too).
  qr: { width: '200px', height: '200px', borderRadius: tokens.borderRadiusMedium },
  key: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all', userSelect: 'all', margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface TwoFactorSetupProps {
  onEnabled(codes: string[]): void;
  onCancel(): void;
  /** false for an account made through a social platform: its recent sign-in stands in for the password */
  hasPassword: boolean;
  /** starts at the key (stories) */
  initialSetup?: TotpSetup;
}

/**
 * Setting up: the password again (an account without one: just a confirmation, its recent sign-in
 * standing in), then the key as a QR code and as text, then the app's first code (`onEnabled` gets
 * the recovery codes).
 */
export function TwoFactorSetup({ onEnabled, onCancel, hasPassword, initialSetup }: TwoFactorSetupProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [setup, setSetup] = React.useState<TotpSetup | undefined>(initialSetup);
  const failed = (err: unknown, setErrors: (e: Record<string, string>) => void, field: string) => {
    if (applyServerErrors(err, setErrors)) return;
    setErrors({ [field]: err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(tf.failed) });
  };

  if (!setup && !hasPassword) return <RecentSignInStep onSetup={setSetup} onCancel={onCancel} />;
  if (!setup) {
    return (
      <Formik
        initialValues={{ password: '' }}
        validate={(v) => (v.password ? {} : { password: intl.formatMessage(tf.passwordHint) })}
        onSubmit={async (values, { setErrors }) => {
          try {
            setSetup(await totpSetup(values.password));
          } catch (err) {
            failed(err, setErrors, 'password');
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className={styles.form} noValidate aria-label={intl.formatMessage(tf.start)}>
            <FormTextField name="password" type="password" autoComplete="current-password" label={intl.formatMessage(tf.password)} hint={intl.formatMessage(tf.passwordHint)} required />
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                {intl.formatMessage(tf.continue)}
              </Button>
              <Button onClick={onCancel}>{intl.formatMessage(tf.cancel)}</Button>
            </div>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <Formik
      initialValues={{ code: '' }}
      validate={(v) => (v.code.trim() ? {} : { code: intl.formatMessage(tf.enterCode) })}
      onSubmit={async (values, { setErrors }) => {
        try {
          onEnabled((await totpEnable(values.code.trim())).recovery_codes);
        } catch (err) {
          failed(err, setErrors, 'code');
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(tf.start)}>
          <Text>{intl.formatMessage(tf.scan)}</Text>
          <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`} alt={intl.formatMessage(tf.qrAlt)} />
          <Text>{intl.formatMessage(tf.manual)}</Text>
          <p className={styles.key} aria-label={intl.formatMessage(tf.manualKey)} data-testid="totp-secret">
            {setup.secret}
          </p>
          <Text>{intl.formatMessage(tf.enterCode)}</Text>
          <FormTextField name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} label={intl.formatMessage(tf.code)} required />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
              {intl.formatMessage(tf.turnOn)}
            </Button>
            <Button onClick={onCancel}>{intl.formatMessage(tf.cancel)}</Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The first step for an account without a password: nothing to type, its sign-in (if recent)
 * confirms it. The server's refusal (signed in too long ago) says to sign in again, in place of
 * the password's field.
 */
function RecentSignInStep({ onSetup, onCancel }: { onSetup(setup: TotpSetup): void; onCancel(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [error, setError] = React.useState<string>();
  const [submitting, setSubmitting] = React.useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setSubmitting(true);
    try {
      onSetup(await totpSetup());
    } catch (err) {
      setError(err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(tf.failed));
      setSubmitting(false);
    }
  };
  return (
    <form className={styles.form} noValidate aria-label={intl.formatMessage(tf.start)} onSubmit={(e) => void submit(e)}>
      <Text>{intl.formatMessage(tf.recentSignIn)}</Text>
      {error && (
        <Notice intent="error" role="alert">
          {error}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {intl.formatMessage(tf.continue)}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage(tf.cancel)}</Button>
      </div>
    </form>
  );
}
