import * as React from 'react';
import { Button, Checkbox, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { signUpFormSchema } from '../../../domain/schemas/auth';
import { PASSWORD_MIN_CHARS } from '../../../domain/limits';
import { FormTextField, applyServerErrors, errorText } from '../../lib/forms';
import { signUp } from '../session/api/login';
import { messages } from './messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  link: { color: tokens.colorBrandForegroundLink },
});

function TermsCheckbox() {
  const intl = useIntl();
  const styles = useStyles();
  const [field, meta, helpers] = useField<boolean>('acceptTerms');
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? errorText(intl, meta.error) : undefined;
  return (
    <Field validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Checkbox
        name="acceptTerms"
        checked={!!field.value}
        onChange={(_, data) => helpers.setValue(!!data.checked)}
        label={
          <FormattedMessage
            {...messages.acceptTerms}
            values={{
              terms: (chunks) => (
                <a className={styles.link} href="/terms" target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
              policy: (chunks) => (
                <a className={styles.link} href="/policy" target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
            }}
          />
        }
      />
    </Field>
  );
}

export interface SignUpFormProps {
  site?: number;
  onSignedIn(token: string): void;
}

/** The registration entry of /login: an account, then author registration. */
export function SignUpForm({ site, onSignedIn }: SignUpFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Formik
      initialValues={{ email: '', password: '', confirmPassword: '', acceptTerms: false }}
      validationSchema={signUpFormSchema}
      onSubmit={async (values, { setErrors }) => {
        try {
          const { token } = await signUp({ email: values.email.trim(), password: values.password, from_site: site });
          onSignedIn(token);
        } catch (err) {
          applyServerErrors(err, setErrors);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(messages.signUpTitle)}>
          <FormTextField name="email" type="email" autoComplete="email" label={intl.formatMessage(messages.email)} required />
          <FormTextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage(messages.password)}
            hint={intl.formatMessage(messages.passwordHint, { min: PASSWORD_MIN_CHARS })}
            required
          />
          <FormTextField
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage(messages.confirmPassword)}
            required
          />
          <TermsCheckbox />
          <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(isSubmitting ? messages.signUpSubmitting : messages.signUpSubmit)}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
