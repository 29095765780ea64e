import * as React from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { loginSchema } from '../../../domain/schemas/auth';
import { ApiCode } from '../../../domain/errors';
import { ApiError } from '../../lib/http';
import { FormTextField, applyServerErrors } from '../../lib/forms';
import { login } from '../session/api/login';
import { messages } from './messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface LoginFormProps {
  onSignedIn(token: string): void;
}

/** Email and password sign-in (spec §2 /login; rules §5). */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [formError, setFormError] = React.useState<string>();
  const [reveal, setReveal] = React.useState(false);

  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={loginSchema}
      onSubmit={async (values, { setErrors }) => {
        setFormError(undefined);
        try {
          const { token } = await login({ email: values.email.trim(), password: values.password });
          onSignedIn(token);
        } catch (err) {
          if (applyServerErrors(err, setErrors)) return;
          if (err instanceof ApiError && err.code === ApiCode.TooFrequent) {
            const seconds = (err.data as { retryAfter?: number } | undefined)?.retryAfter ?? 60;
            setFormError(intl.formatMessage(messages.retryIn, { seconds }));
          } else if (err instanceof ApiError && err.desc) setFormError(err.desc);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(messages.submit)}>
          {formError && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{formError}</MessageBarBody>
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
          <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(isSubmitting ? messages.submitting : messages.submit)}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
