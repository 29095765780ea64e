import * as React from 'react';
import { Button, Checkbox, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { NewPasswordStrength } from '../../components/password/NewPasswordStrength';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { PASSWORD_MIN_CHARS } from '../../../domain/limits';
import { FormTextField, applyServerErrors, errorText, lazySchema } from '../../lib/forms';
import { failureText } from '../../lib/http-messages';
import { login } from './api/login';
import { signUp } from './api/sign-up';
import { messages } from './messages';

/** The sign-up rules, loaded when the form first checks something (lib/lazy-schema). */
const signUpRules = lazySchema(() => import('../../../domain/schemas/auth').then((rules) => rules.signUpFormSchema));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // The meter's room is kept while its code loads, so nothing below it moves under the pointer.
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

/** The strength of the new password, once something is typed (the meter's code loads then). */
function SignUpPasswordStrength() {
  const { values } = useFormikContext<{ email: string; password: string }>();
  const inputs = React.useMemo(() => [values.email, values.email.split('@')[0]].filter(Boolean), [values.email]);
  return <NewPasswordStrength password={values.password} userInputs={inputs} />;
}

export interface SignUpFormProps {
  site?: number;
  onSignedIn(token: string): void;
}

/** The registration entry of /login: an account, then author registration. */
export function SignUpForm({ site, onSignedIn }: SignUpFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [formError, setFormError] = React.useState<string>();
  const [mailedTo, setMailedTo] = React.useState<string>();
  return (
    <Formik
      initialValues={{ email: '', password: '', confirmPassword: '', acceptTerms: false }}
      validate={signUpRules.validate}
      onSubmit={async (values, { setErrors }) => {
        setFormError(undefined);
        setMailedTo(undefined);
        const email = values.email.trim();
        let accepted: { email: string };
        try {
          accepted = await signUp({ email, password: values.password, from_site: site });
        } catch (err) {
          // Shown here, once: next to the field it is about, or above the form.
          if (!applyServerErrors(err, setErrors)) setFormError(failureText(intl, err));
          return;
        }
        // The answer is the same whether or not the address already had an account, so it carries
        // no token: sign in with what was just typed. When that does not work (the address had an
        // account with another password) the form says where the message went, and nothing more.
        try {
          const answer = await login({ email, password: values.password });
          // An existing account with two-factor sign-in on: its owner signs in on the sign-in form.
          if ('challenge' in answer) setMailedTo(accepted.email);
          else onSignedIn(answer.token);
        } catch {
          setMailedTo(accepted.email);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(messages.signUpTitle)}>
          {formError && (
            <Notice intent="error" role="alert">{formError}</Notice>
          )}
          {mailedTo && (
            <Notice intent="info" role="status">{intl.formatMessage(messages.checkInbox, { email: mailedTo })}</Notice>
          )}
          <FormTextField name="email" type="email" autoComplete="email" label={intl.formatMessage(messages.email)} required />
          <FormTextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage(messages.password)}
            hint={intl.formatMessage(messages.passwordHint, { min: PASSWORD_MIN_CHARS })}
            required
          />
          <SignUpPasswordStrength />
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
