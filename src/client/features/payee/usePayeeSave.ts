import * as React from 'react';
import { yupToFormErrors, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useToast } from '@writers-center/design-system';
import type { PayeeContext } from '../../../domain/schemas/payee';
import type { PayeeSaveRequest } from '../../../domain/api/payee';
import { clearDraft } from '../../lib/form-draft';
import { applyServerErrors, lazySchema } from '../../lib/forms';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { tabStorage } from '../../lib/storage';
import { savePayee } from './api/save-payee';
import type { PayeeFormValues } from './components/payee-values';
import { m } from './messages';

/** The payee rules (with the ID, phone, IBAN and SWIFT checks), loaded when the form first checks something (lib/lazy-schema). */
const payeeRules = lazySchema(() => import('../../../domain/schemas/payee').then((rules) => rules.payeeSchema));

/** What a save waits for: the password, asked in a dialog. */
interface Asking {
  values: PayeeFormValues;
  helpers: FormikHelpers<PayeeFormValues>;
}

/**
 * The payee form's checks and saving: the same domain rules as the server, the password asked
 * before saving unless the author just gave it (or it was refused), the draft forgotten once saved.
 */
export function usePayeeSave({
  context,
  version,
  password,
  draftKey,
  onSaved,
}: {
  context: PayeeContext;
  version: number;
  password?: string;
  draftKey: string;
  onSaved(): void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [failure, setFailure] = React.useState<string>();
  const [asking, setAsking] = React.useState<Asking>();

  const validate = async (values: PayeeFormValues) => {
    const schema = await payeeRules.load();
    if (!schema) return {};
    try {
      await schema.validate(values, { abortEarly: false, context });
      return {};
    } catch (err) {
      return yupToFormErrors(err);
    }
  };

  /**
   * Sends the form with `pass` (and the app's `code` when two-factor sign-in is on); a refused password
   * or code throws so the dialog can show it (a saved password without its code opens the dialog).
   */
  const send = async (values: PayeeFormValues, helpers: FormikHelpers<PayeeFormValues>, pass: string, code?: string) => {
    setFailure(undefined);
    const body = (await payeeRules.cast(values, { context, stripUnknown: true })) as Omit<
      PayeeSaveRequest,
      'password' | 'version'
    >;
    try {
      await savePayee({ ...body, password: pass, version, ...(code ? { code } : {}) });
    } catch (err) {
      if (err instanceof ApiError && (err.fields?.password || err.fields?.code)) throw err;
      if (!applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void))
        setFailure(
          err instanceof ApiError && err.desc
            ? err.desc
            : err instanceof ApiError
              ? failureText(intl, err)
              : intl.formatMessage(m.failed),
        );
      return;
    }
    clearDraft(draftKey, tabStorage);
    toast({ intent: 'success', title: intl.formatMessage(m.saved) });
    onSaved();
  };

  const submit = async (values: PayeeFormValues, helpers: FormikHelpers<PayeeFormValues>) => {
    if (!password) return setAsking({ values, helpers });
    try {
      await send(values, helpers, password);
    } catch {
      setAsking({ values, helpers });
    }
  };

  return { validate, submit, send, failure, asking, setAsking };
}
