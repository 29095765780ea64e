import * as React from 'react';
import { Text } from '@fluentui/react-components';
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { TextField } from '@writers-center/design-system';
import { defineMessages } from './define-messages';
import { FormDialog } from './FormDialog';
import { applyServerErrors, lazySchema, useFieldProps } from './forms';
import { ApiError } from './http';
import { failureText } from './http-messages';
import { SecondFactorCodeField, useTwoFactorOn } from './SecondFactorCodeField';

const m = defineMessages({
  title: { id: 'common.passwordDialog.title', defaultMessage: 'Confirm with your password' },
  password: { id: 'common.passwordDialog.password', defaultMessage: 'Password' },
  confirm: { id: 'common.passwordDialog.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'common.passwordDialog.cancel', defaultMessage: 'Cancel' },
});

/** The password's rule, loaded when the dialog first checks it (lib/lazy-schema). */
const passwordRules = lazySchema(() => import('../../domain/schemas/auth').then((rules) => rules.passwordAgainSchema));

interface Values {
  password: string;
  code: string;
}

export interface PasswordDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** what the password is asked for, e.g. "Enter your password to see your payee details in full." */
  body: string;
  /** `code`: the authenticator app's, asked for too when the account has two-factor sign-in on */
  onConfirm(password: string, code?: string): Promise<void>;
}

/** The password dialog itself, with its Formik field (see PasswordDialog). */
export default function PasswordDialogView({ open, onOpenChange, body, onConfirm }: PasswordDialogProps) {
  const intl = useIntl();
  // With two-factor sign-in on, the server asks for the app's code beside the password.
  const withCode = useTwoFactorOn(open);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onConfirm(values.password, withCode ? values.code.trim() : undefined);
    } catch (err) {
      if (applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void)) return;
      helpers.setErrors({ password: err instanceof ApiError && err.desc ? err.desc : failureText(intl, err) });
    }
  };
  return (
    <FormDialog<Values>
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      submitLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      initialValues={{ password: '', code: '' }}
      onSubmit={submit}
      validate={passwordRules.validate}
    >
      <Text>{body}</Text>
      <PasswordField />
      {withCode && <SecondFactorCodeField />}
    </FormDialog>
  );
}

function PasswordField() {
  const intl = useIntl();
  const field = useFieldProps<string>('password');
  return <TextField {...field} type="password" autoComplete="current-password" label={intl.formatMessage(m.password)} required />;
}
