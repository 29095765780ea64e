import * as React from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { ApiCode } from '../../../domain/errors';
import { ApiError } from '../../lib/http';
import { FormTextField, applyServerErrors, lazySchema } from '../../lib/forms';
import { failureText } from '../../lib/http-messages';
import { login } from '../session';
import { messages } from './messages';
import { RouterLink } from './AuthFrame';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  forgot: { margin: `calc(-1 * ${tokens.spacingVerticalS}) 0 0`, textAlign: 'end' },
});

/** The rules load when the author first types or submits, not with the page. */
const validateLogin = lazySchema<{ email: string; password: string }>(() => import('../../../domain/schemas/auth').then((m) => m.loginSchema));

/** Seconds left until `until` (a time in ms), ticking every second; 0 once it has passed. */
function useCountdown(until: number | undefined): number {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

export interface LoginFormProps {
  onSignedIn(token: string): void;
}

/** Email and password sign-in (spec §2 /login; rules §5). */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [formError, setFormError] = React.useState<string>();
  const [reveal, setReveal] = React.useState(false);
  const [retryUntil, setRetryUntil] = React.useState<number>();
  const waitSeconds = useCountdown(retryUntil);
  const waiting = waitSeconds > 0;
  // While sign-in is slowed down the one message counts down in place, a minute at a time
  // (so a screen reader hears it change once a minute, not every second).
  const waitMessage = waiting ? intl.formatMessage(messages.retryInMinutes, { minutes: Math.max(1, Math.ceil(waitSeconds / 60)) }) : undefined;
  const shown = waitMessage ?? formError;

  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validate={validateLogin}
      onSubmit={async (values, { setErrors }) => {
        setFormError(undefined);
        setRetryUntil(undefined);
        try {
          const { token } = await login({ email: values.email.trim(), password: values.password });
          onSignedIn(token);
        } catch (err) {
          // The form says what went wrong, once: the sign-in call shows no toast.
          if (applyServerErrors(err, setErrors)) return;
          if (err instanceof ApiError && err.code === ApiCode.TooFrequent) {
            const seconds = (err.data as { retryAfter?: number } | undefined)?.retryAfter ?? 60;
            setRetryUntil(Date.now() + seconds * 1000);
          } else setFormError(failureText(intl, err));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(messages.submit)}>
          {shown && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{shown}</MessageBarBody>
            </MessageBar>
          )}
          <FormTextField name="email" type="email" autoComplete="email" label={intl.formatMessage(messages.email)} required />
          <FormTextField
            name="password"
            type={reveal ? 'text' : 'password'}
            autoComplete="current-password"
            label={intl.formatMessage(messages.password)}
            required
            contentAfter={
              <Button
                appearance="transparent"
                size="small"
                icon={reveal ? <EyeOffRegular /> : <EyeRegular />}
                aria-label={intl.formatMessage(reveal ? messages.hidePassword : messages.showPassword)}
                onClick={() => setReveal((r) => !r)}
              />
            }
          />
          <p className={styles.forgot}>
            <RouterLink to="/forgot-password">{intl.formatMessage(messages.forgot)}</RouterLink>
          </p>
          <Button type="submit" appearance="primary" disabled={isSubmitting || waiting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(isSubmitting ? messages.submitting : messages.submit)}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
