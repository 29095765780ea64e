import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, useFormikContext } from 'formik';
import { NewPasswordStrength } from '../../components/password/NewPasswordStrength';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_CHARS } from '../../../domain/limits';
import { ApiError } from '../../lib/http';
import { FormTextField, applyServerErrors, lazySchema } from '../../lib/forms';
import { useAppDispatch, useAppSelector } from '../../session';
import { selectToken, signedOut } from '../../session';
import { checkResetLink } from './api/check-reset-link';
import { resetPassword } from './api/reset-password';
import { AuthFrame, RouterLink } from './AuthFrame';
import { messages } from './messages';

/** The new password's rules, loaded when the form first checks something (lib/lazy-schema). */
const resetRules = lazySchema(() => import('../../../domain/schemas/auth').then((rules) => rules.passwordResetFormSchema));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { margin: 0, display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

function ResetPasswordStrength() {
  const { values } = useFormikContext<{ password: string }>();
  return <NewPasswordStrength password={values.password} />;
}

/**
 * /reset-password?token=: a new password on the sign-up rules (the server also refuses common
 * passwords and the account's email). Success signs the account out everywhere, this tab too.
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const signedIn = !!useAppSelector(selectToken);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = React.useState<'checking' | 'form' | 'done' | 'invalid' | 'used' | 'expired'>(token ? 'checking' : 'invalid');
  const [error, setError] = React.useState<string>();

  // A used or expired link shows why, and the way to a new one, instead of a form it cannot send.
  React.useEffect(() => {
    if (!token) return;
    let live = true;
    checkResetLink({ token }).then(
      ({ state: link }) => live && setState(link === 'usable' ? 'form' : link === 'unknown' ? 'invalid' : link),
      // Unanswered (offline): the form, whose answer will say.
      () => live && setState('form'),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const dead = state === 'invalid' || state === 'used' || state === 'expired';

  const links = (
    <p className={styles.links}>
      {dead && <RouterLink to="/forgot-password">{intl.formatMessage(messages.newLink)}</RouterLink>}
      {!signedIn && <RouterLink to="/login">{intl.formatMessage(messages.backToLogin)}</RouterLink>}
    </p>
  );

  return (
    <AuthFrame title={intl.formatMessage(messages.resetTitle)} subtitle={state === 'form' ? intl.formatMessage(messages.resetSubtitle) : undefined}>
      {state === 'done' && (
        <Notice intent="success" role="status">{intl.formatMessage(messages.resetDone)}</Notice>
      )}
      {state === 'checking' && <Spinner label={intl.formatMessage(messages.linkChecking)} />}
      {dead && (
        <Notice intent="error" role="alert">
          {intl.formatMessage(state === 'used' ? messages.linkUsed : state === 'expired' ? messages.linkExpired : messages.linkInvalid)}
        </Notice>
      )}
      {state === 'form' && (
        <Formik
          initialValues={{ password: '', confirmPassword: '' }}
          validate={resetRules.validate}
          onSubmit={async (values, { setErrors }) => {
            setError(undefined);
            try {
              await resetPassword({ token, password: values.password });
              setState('done');
              // Every session of the account has ended on the server; this tab's too.
              if (signedIn) dispatch(signedOut());
            } catch (err) {
              if (applyServerErrors(err, setErrors)) return;
              if (err instanceof ApiError && err.code === 4001) setState('invalid');
              else setError(err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(messages.unreachable));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className={styles.form} noValidate aria-label={intl.formatMessage(messages.resetTitle)}>
              {error && (
                <Notice intent="error" role="alert">{error}</Notice>
              )}
              <FormTextField
                name="password"
                type="password"
                autoComplete="new-password"
                label={intl.formatMessage(messages.newPassword)}
                hint={intl.formatMessage(messages.passwordHint, { min: PASSWORD_MIN_CHARS })}
                required
              />
              <ResetPasswordStrength />
              <FormTextField name="confirmPassword" type="password" autoComplete="new-password" label={intl.formatMessage(messages.confirmNewPassword)} required />
              <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                {intl.formatMessage(isSubmitting ? messages.resetSubmitting : messages.resetSubmit)}
              </Button>
            </Form>
          )}
        </Formik>
      )}
      {links}
    </AuthFrame>
  );
}
