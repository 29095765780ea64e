import * as React from 'react';
import { Text } from '@fluentui/react-components';
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { TextField } from '@writers-center/design-system';
import { FormDialog } from '../../../lib/FormDialog';
import { applyServerErrors, lazySchema, useFieldProps } from '../../../lib/forms';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { m } from '../messages';

/** The password's rule, loaded when the dialog first checks it (lib/lazy-schema). */
const passwordRules = lazySchema(() => import('../../../../domain/schemas/payee').then((rules) => rules.payeeRevealSchema));

interface Values {
  password: string;
}

export interface PasswordDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  body: string;
  onConfirm(password: string): Promise<void>;
}

/** The password dialog itself, with its Formik field (see PasswordDialog). */
export default function PasswordDialogView({ open, onOpenChange, body, onConfirm }: PasswordDialogProps) {
  const intl = useIntl();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onConfirm(values.password);
    } catch (err) {
      if (applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void)) return;
      helpers.setErrors({ password: err instanceof ApiError && err.desc ? err.desc : failureText(intl, err) });
    }
  };
  return (
    <FormDialog<Values>
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.passwordTitle)}
      submitLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      initialValues={{ password: '' }}
      onSubmit={submit}
      validate={passwordRules.validate}
    >
      <Text>{body}</Text>
      <PasswordField />
    </FormDialog>
  );
}

function PasswordField() {
  const intl = useIntl();
  const field = useFieldProps<string>('password');
  return (
    <TextField {...field} type="password" autoComplete="current-password" label={intl.formatMessage(m.password)} required />
  );
}
