import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { PASSWORD_MIN_CHARS } from '../../../../domain/limits';
import { ApiError } from '../../../lib/http';
import { FormTextField, applyServerErrors, lazySchema } from '../../../lib/forms';
import { selectSession, useAppSelector } from '../../../session';
import { changePassword } from '../api/change-password';
import { NewPasswordStrength } from '../../../components/password/NewPasswordStrength';
import { m } from '../messages';

/** The change form's rules (the server's, plus the confirmation), loaded when the form first checks something. */
const changeRules = lazySchema(() => import('../../../../domain/schemas/auth').then((rules) => rules.passwordChangeFormSchema));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  intro: { color: tokens.colorNeutralForeground2 },
  submit: { alignSelf: 'flex-start' },
});

type Outcome = { kind: 'done'; signedOut: number } | { kind: 'failed'; text: string };

/**
 * Changing the password with the current one. A refusal marks its field and keeps what was typed;
 * success empties the form and says how many other devices were signed out (`onChanged` lets the
 * list of sessions catch up).
 */
export function PasswordSection({ onChanged }: { onChanged(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  // The account's address rides along so the new password's rules can refuse it, as the server does.
  const email = useAppSelector(selectSession).email ?? '';
  const [outcome, setOutcome] = React.useState<Outcome>();
  const userInputs = React.useMemo(() => [email, email.split('@')[0]].filter(Boolean), [email]);

  return (
    <Formik
      initialValues={{ current_password: '', password: '', confirmPassword: '' }}
      validate={(values) => changeRules.validate({ ...values, email })}
      onSubmit={async (values, { setErrors, resetForm }) => {
        setOutcome(undefined);
        try {
          const { signed_out } = await changePassword({ current_password: values.current_password, password: values.password });
          resetForm();
          setOutcome({ kind: 'done', signedOut: signed_out });
          onChanged();
        } catch (err) {
          if (applyServerErrors(err, setErrors)) return;
          setOutcome({ kind: 'failed', text: err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(m.passwordFailed) });
        }
      }}
    >
      {({ isSubmitting, values }) => (
        <Form className={styles.form} noValidate aria-labelledby="account-password">
          <Text className={styles.intro}>{intl.formatMessage(m.passwordIntro)}</Text>
          {outcome?.kind === 'done' && (
            <Notice intent="success" role="status">
              {intl.formatMessage(m.passwordChanged, { count: outcome.signedOut })}
            </Notice>
          )}
          {outcome?.kind === 'failed' && (
            <Notice intent="error" role="alert">
              {outcome.text}
            </Notice>
          )}
          <FormTextField name="current_password" type="password" autoComplete="current-password" label={intl.formatMessage(m.currentPassword)} required />
          <FormTextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={intl.formatMessage(m.newPassword)}
            hint={intl.formatMessage(m.newPasswordHint, { min: PASSWORD_MIN_CHARS })}
            required
          />
          <NewPasswordStrength password={values.password} userInputs={userInputs} />
          <FormTextField name="confirmPassword" type="password" autoComplete="new-password" label={intl.formatMessage(m.confirmPassword)} required />
          <Button className={styles.submit} type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(isSubmitting ? m.passwordSubmitting : m.passwordSubmit)}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
