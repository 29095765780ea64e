import * as React from 'react';
import { Button, Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ApiCode } from '../../../domain/errors';
import { tf } from '../../components/two-factor/messages';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { TextFieldView } from '../../lib/text-field';
import { totpLogin } from './api/totp-login';
import FormError from './FormError';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  links: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: 0 },
});

export interface SecondFactorStepProps {
  /** the challenge the password step answered */
  challenge: string;
  onSignedIn(token: string): void;
  /** back to the password (the author chose to, or the challenge expired: `reason` says so) */
  onBack(reason?: string): void;
  /** the recovery code's field first (stories) */
  initialMode?: 'app' | 'recovery';
  /** the challenge came from a sign-in link or a social platform, not a password: "back" leads to sign-in */
  withoutPassword?: boolean;
}

/**
 * The sign-in's second step: the six-digit code from the authenticator app, or one of the recovery
 * codes. A wrong code shows next to the field and keeps what was typed.
 */
export default function SecondFactorStep({ challenge, onSignedIn, onBack, initialMode = 'app', withoutPassword = false }: SecondFactorStepProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [mode, setMode] = React.useState(initialMode);
  const [value, setValue] = React.useState('');
  const [error, setError] = React.useState<string>();
  const [formError, setFormError] = React.useState<string>();
  const [submitting, setSubmitting] = React.useState(false);
  const field = mode === 'app' ? 'code' : 'recovery_code';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setError(undefined);
    setFormError(undefined);
    if (!value.trim()) {
      setError(intl.formatMessage(mode === 'app' ? tf.stepBody : tf.stepRecoveryBody));
      return;
    }
    setSubmitting(true);
    try {
      const { token } = await totpLogin({ challenge, [field]: value.trim() });
      onSignedIn(token);
    } catch (err) {
      if (err instanceof ApiError && err.fields[field]) setError(err.fields[field]);
      else if (err instanceof ApiError && err.code === ApiCode.ValidationFailed) onBack(err.desc);
      else setFormError(err instanceof ApiError && err.desc ? err.desc : failureText(intl, err));
    } finally {
      setSubmitting(false);
    }
  };
  const switchMode = (e: React.MouseEvent) => {
    e.preventDefault();
    setMode((m) => (m === 'app' ? 'recovery' : 'app'));
    setValue('');
    setError(undefined);
  };

  return (
    <form className={styles.form} noValidate aria-label={intl.formatMessage(tf.stepTitle)} onSubmit={(e) => void submit(e)}>
      {formError && <FormError>{formError}</FormError>}
      <Text>{intl.formatMessage(mode === 'app' ? tf.stepBody : tf.stepRecoveryBody)}</Text>
      <TextFieldView
        key={mode}
        name={field}
        label={intl.formatMessage(mode === 'app' ? tf.code : tf.recoveryCode)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => undefined}
        error={error}
        required
        autoFocus
        autoComplete="one-time-code"
        {...(mode === 'app' ? { inputMode: 'numeric' as const, maxLength: 8 } : { maxLength: 32 })}
      />
      <p className={styles.links}>
        <Link href="#" onClick={switchMode}>
          {intl.formatMessage(mode === 'app' ? tf.useRecovery : tf.useApp)}
        </Link>
        <Link
          href="#"
          onClick={(e) => {
            e.preventDefault();
            onBack();
          }}
        >
          {intl.formatMessage(withoutPassword ? tf.backToSignIn : tf.back)}
        </Link>
      </p>
      <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
        {intl.formatMessage(submitting ? tf.verifying : tf.verify)}
      </Button>
    </form>
  );
}
