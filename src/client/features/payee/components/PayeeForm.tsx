import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, Combobox, RadioGroup, TextArea, TextField, useToast } from '@writers-center/design-system';
import { PAYEE_METHODS, type PayeeMethod } from '../../../../domain/payee';
import type { PayeeContext } from '../../../../domain/schemas/payee';
import type { PayeeSaveRequest, PayeeValues } from '../../../../domain/api/payee';
import { DraftSaver, clearDraft, readDraft } from '../../../lib/form-draft';
import { applyServerErrors, lazySchema, useFieldProps, useFirstErrorFocus } from '../../../lib/forms';
import { HelpHint } from '../../../lib/HelpHint';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { tabStorage } from '../../../lib/storage';
import { useCountries } from '../../author';
import { selectLang, useAppSelector } from '../../session';
import { savePayee } from '../api/payee';
import { m } from '../messages';
import { PasswordDialog } from '../../../lib/PasswordDialog';

/** The payee rules (with the ID, phone, IBAN and SWIFT checks), loaded when the form first checks something (lib/lazy-schema). */
const payeeRules = lazySchema(() => import('../../../../domain/schemas/payee').then((rules) => rules.payeeSchema));

export type PayeeFormValues = Record<'method' | 'country' | 'bank' | 'bank_account' | 'account_holder' | 'swift' | 'branch_postal_code' | 'paypal' | 'telephone' | 'address' | 'id_number' | 'facebook', string>;

const EMPTY: PayeeFormValues = {
  method: '',
  country: '',
  bank: '',
  bank_account: '',
  account_holder: '',
  swift: '',
  branch_postal_code: '',
  paypal: '',
  telephone: '',
  address: '',
  id_number: '',
  facebook: '',
};
const DRAFT_KEY = 'payee-details';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0 },
  hint: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * The payee form: the method's fields only, the same domain rules as the server, what
 * was typed kept in this tab across a failed save or a reload, and the password asked before
 * saving unless the author just gave it to see the details.
 */
export function PayeeForm({
  current,
  version,
  country,
  password,
  coolingOffDays,
  onSaved,
  onCancel,
}: {
  /** the clear values to start from (after a reveal), or none */
  current?: PayeeValues;
  version: number;
  country: string | null;
  /** the password the author just gave, if any */
  password?: string;
  coolingOffDays: number;
  onSaved(): void;
  onCancel?(): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const formRef = React.useRef<HTMLFormElement>(null);
  const [failure, setFailure] = React.useState<string>();
  const [asking, setAsking] = React.useState<{ values: PayeeFormValues; helpers: FormikHelpers<PayeeFormValues> }>();
  const context: PayeeContext = { country };
  const [initial] = React.useState<PayeeFormValues>(() => ({
    ...EMPTY,
    ...Object.fromEntries(Object.entries(current ?? {}).map(([k, v]) => [k, v ?? ''])),
    ...readDraft<Partial<PayeeFormValues>>(DRAFT_KEY, tabStorage),
  }));

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

  /** Sends the form with `pass`; a refused password throws so the dialog can show it. */
  const send = async (values: PayeeFormValues, helpers: FormikHelpers<PayeeFormValues>, pass: string) => {
    setFailure(undefined);
    const body = (await payeeRules.cast(values, { context, stripUnknown: true })) as Omit<PayeeSaveRequest, 'password' | 'version'>;
    try {
      await savePayee({ ...body, password: pass, version });
    } catch (err) {
      if (err instanceof ApiError && err.fields?.password) throw err;
      if (!applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void))
        setFailure(err instanceof ApiError && err.desc ? err.desc : err instanceof ApiError ? failureText(intl, err) : intl.formatMessage(m.failed));
      return;
    }
    clearDraft(DRAFT_KEY, tabStorage);
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

  return (
    <>
      <Formik initialValues={initial} validate={validate} onSubmit={submit}>
        {({ isSubmitting, submitCount, isValid, values }) => (
          <Form ref={formRef} className={styles.form} noValidate aria-label={intl.formatMessage(m.save)}>
            <FocusFirstError formRef={formRef} submitCount={submitCount} isValid={isValid} />
            <DraftSaver storageKey={DRAFT_KEY} store={tabStorage} />
            <Text className={styles.hint}>{intl.formatMessage(m.draftKept)}</Text>
            <Method />
            {values.method === 'bank' && (
              <fieldset className={styles.group} data-testid="bank-fields">
                <CountryField />
                <Field name="bank" label={intl.formatMessage(m.bank)} />
                <Field name="bank_account" label={intl.formatMessage(m.bank_account)} hint={<HelpHint text={intl.formatMessage(m.bankAccountHint)} slug="payee" anchor="bank" />} autoComplete="off" />
                <Field name="account_holder" label={intl.formatMessage(m.account_holder)} autoComplete="name" />
                <Field name="swift" label={intl.formatMessage(m.swift)} hint={intl.formatMessage(m.swiftHint)} autoComplete="off" />
                <Field name="branch_postal_code" label={intl.formatMessage(m.branch_postal_code)} autoComplete="off" />
              </fieldset>
            )}
            {values.method === 'paypal' && <Field name="paypal" label={intl.formatMessage(m.paypal)} type="email" autoComplete="email" />}
            <fieldset className={styles.group}>
              <Field name="telephone" label={intl.formatMessage(m.telephone)} hint={intl.formatMessage(m.telephoneHint)} type="tel" autoComplete="tel" />
              <Address />
              <Field name="id_number" label={intl.formatMessage(m.id_number)} hint={<HelpHint slug="identity" anchor="id-number" />} autoComplete="off" />
              <Field name="facebook" label={intl.formatMessage(m.facebook)} />
            </fieldset>
            {version > 0 && (
              <Notice intent="warning" layout="multiline">{intl.formatMessage(m.holdWarning, { days: coolingOffDays })}</Notice>
            )}
            {failure && (
              <Notice intent="error" role="alert">{failure}</Notice>
            )}
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                {intl.formatMessage(m.save)}
              </Button>
              {onCancel && (
                <Button type="button" onClick={onCancel}>
                  {intl.formatMessage(m.cancel)}
                </Button>
              )}
            </div>
          </Form>
        )}
      </Formik>
      <PasswordDialog
        open={!!asking}
        onOpenChange={(open) => !open && setAsking(undefined)}
        body={intl.formatMessage(m.passwordSaveBody)}
        onConfirm={async (pass) => {
          if (!asking) return;
          await send(asking.values, asking.helpers, pass);
          setAsking(undefined);
        }}
      />
    </>
  );
}

function FocusFirstError({ formRef, submitCount, isValid }: { formRef: React.RefObject<HTMLFormElement | null>; submitCount: number; isValid: boolean }) {
  useFirstErrorFocus(formRef, submitCount, isValid);
  return null;
}

function Field({ name, label, hint, type, autoComplete }: { name: keyof PayeeFormValues; label: string; hint?: string | React.ReactElement; type?: 'text' | 'email' | 'tel'; autoComplete?: string }) {
  const field = useFieldProps<string>(name);
  return <TextField {...field} label={label} hint={hint} type={type} autoComplete={autoComplete} required />;
}

function Address() {
  const intl = useIntl();
  const field = useFieldProps<string>('address');
  return <TextArea {...field} label={intl.formatMessage(m.address)} rows={3} maxLength={500} required />;
}

function Method() {
  const intl = useIntl();
  const field = useFieldProps<string>('method');
  const label = (method: PayeeMethod) => intl.formatMessage(method === 'bank' ? m.bankMethod : m.paypalMethod);
  return <RadioGroup {...field} label={intl.formatMessage(m.method)} layout="horizontal" required options={PAYEE_METHODS.map((v) => ({ value: v, label: label(v) }))} />;
}

function CountryField() {
  const intl = useIntl();
  const countries = useCountries(useAppSelector(selectLang));
  return (
    <Combobox
      {...useFieldProps<string>('country')}
      label={intl.formatMessage(m.country)}
      required
      placeholder={intl.formatMessage(m.countryPlaceholder)}
      noOptionsText={intl.formatMessage(m.noCountry)}
      openLabel={intl.formatMessage(m.showCountries)}
      options={(countries.data?.list ?? []).map((c) => ({ value: c.code, label: c.name }))}
    />
  );
}
