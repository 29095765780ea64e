import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { tf } from '../../../components/two-factor/messages';
import { FormTextField, applyServerErrors } from '../../../lib/forms';
import { ApiError } from '../../../lib/http';
import { totpDisable } from '../api/totp-disable';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  submit: { alignSelf: 'flex-start' },
});

/**
 * Turning two-factor sign-in off: the password and a code from the app (an account without a
 * password: the code, its recent sign-in standing in); a refusal shows by its field.
 */
export function TwoFactorDisable({ onDisabled, hasPassword }: { onDisabled(): void; hasPassword: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Formik
      initialValues={{ password: '', code: '' }}
      validate={(v) => ({
        ...(v.password || !hasPassword ? {} : { password: intl.formatMessage(tf.password) }),
        ...(v.code.trim() ? {} : { code: intl.formatMessage(tf.stepBody) }),
      })}
      onSubmit={async (values, { setErrors }) => {
        try {
          await totpDisable(hasPassword ? values.password : undefined, values.code.trim());
          onDisabled();
        } catch (err) {
          if (applyServerErrors(err, setErrors)) return;
          setErrors({ code: err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(tf.failed) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-labelledby="two-factor-off">
          <Text as="h3" id="two-factor-off" weight="semibold" size={400}>
            {intl.formatMessage(tf.turnOff)}
          </Text>
          <Text>{intl.formatMessage(hasPassword ? tf.turnOffBody : tf.turnOffBodyNoPassword)}</Text>
          {hasPassword && <FormTextField name="password" type="password" autoComplete="current-password" label={intl.formatMessage(tf.password)} required />}
          <FormTextField name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} label={intl.formatMessage(tf.code)} required />
          <Button className={styles.submit} type="submit" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(tf.turnOff)}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
