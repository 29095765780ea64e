import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { useSearchParams } from 'react-router-dom';
import { ApiCode } from '../../../domain/errors';
import { ApiError } from '../../lib/http';
import { FormTextField, applyServerErrors, lazySchema } from '../../lib/forms';
import { requestPasswordReset } from './api/request-password-reset';
import { AuthFrame, RouterLink } from './AuthFrame';
import { messages } from './messages';

/** The address's rule, loaded when the form first checks something (lib/lazy-schema). */
const forgotRules = lazySchema(() => import('../../../domain/schemas/auth').then((rules) => rules.passwordForgotSchema));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  back: { margin: 0, textAlign: 'center' },
});

/** /forgot-password: an email in, always the same answer out (it never says whether the address has an account). */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = React.useState<string>();
  const [error, setError] = React.useState<string>();

  return (
    <AuthFrame title={intl.formatMessage(messages.forgotTitle)} subtitle={intl.formatMessage(messages.forgotSubtitle)}>
      <Formik
        initialValues={{ email: params.get('email') ?? '' }}
        validate={forgotRules.validate}
        onSubmit={async (values, { setErrors }) => {
          setError(undefined);
          const email = values.email.trim();
          try {
            await requestPasswordReset({ email });
            setSentTo(email);
          } catch (err) {
            if (applyServerErrors(err, setErrors)) return;
            const tooFrequent = err instanceof ApiError && err.code === ApiCode.TooFrequent;
            setError(err instanceof ApiError && err.desc && (tooFrequent || err.code !== 0) ? err.desc : intl.formatMessage(messages.unreachable));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className={styles.form} noValidate aria-label={intl.formatMessage(messages.forgotTitle)}>
            {sentTo && (
              <Notice intent="success" role="status">{intl.formatMessage(messages.forgotSent, { email: sentTo })}</Notice>
            )}
            {error && (
              <Notice intent="error" role="alert">{error}</Notice>
            )}
            <FormTextField name="email" type="email" autoComplete="email" label={intl.formatMessage(messages.email)} required />
            <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
              {intl.formatMessage(isSubmitting ? messages.forgotSubmitting : messages.forgotSubmit)}
            </Button>
          </Form>
        )}
      </Formik>
      <p className={styles.back}>
        <RouterLink to="/login">{intl.formatMessage(messages.backToLogin)}</RouterLink>
      </p>
    </AuthFrame>
  );
}
