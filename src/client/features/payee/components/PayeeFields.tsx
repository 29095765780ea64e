import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Combobox, RadioGroup, TextArea, TextField } from '@writers-center/design-system';
import { PAYEE_METHODS, type PayeeMethod } from '../../../../domain/payee';
import { useFieldProps } from '../../../lib/forms';
import { HelpHint } from '../../../lib/HelpHint';
import { useCountries } from '../../../api/get-countries';
import { selectLang, useAppSelector } from '../../../session';
import type { PayeeFormValues } from './payee-values';
import { m } from '../messages';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0 },
});

/** The payee form's fields: the method, that method's fields only, then the author's contact and identity. */
export function PayeeFields({ method }: { method: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <>
      <Method />
      {method === 'bank' && (
        <fieldset className={styles.group} data-testid="bank-fields">
          <CountryField />
          <Field name="bank" label={intl.formatMessage(m.bank)} />
          <Field
            name="bank_account"
            label={intl.formatMessage(m.bank_account)}
            hint={<HelpHint text={intl.formatMessage(m.bankAccountHint)} slug="payee" anchor="bank" />}
            autoComplete="off"
          />
          <Field name="account_holder" label={intl.formatMessage(m.account_holder)} autoComplete="name" />
          <Field name="swift" label={intl.formatMessage(m.swift)} hint={intl.formatMessage(m.swiftHint)} autoComplete="off" />
          <Field name="branch_postal_code" label={intl.formatMessage(m.branch_postal_code)} autoComplete="off" />
        </fieldset>
      )}
      {method === 'paypal' && <Field name="paypal" label={intl.formatMessage(m.paypal)} type="email" autoComplete="email" />}
      <fieldset className={styles.group}>
        <Field
          name="telephone"
          label={intl.formatMessage(m.telephone)}
          hint={intl.formatMessage(m.telephoneHint)}
          type="tel"
          autoComplete="tel"
        />
        <Address />
        <Field
          name="id_number"
          label={intl.formatMessage(m.id_number)}
          hint={<HelpHint slug="identity" anchor="id-number" />}
          autoComplete="off"
        />
        <Field name="facebook" label={intl.formatMessage(m.facebook)} />
      </fieldset>
    </>
  );
}

function Field({
  name,
  label,
  hint,
  type,
  autoComplete,
}: {
  name: keyof PayeeFormValues;
  label: string;
  hint?: string | React.ReactElement;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}) {
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
  return (
    <RadioGroup
      {...field}
      label={intl.formatMessage(m.method)}
      layout="horizontal"
      required
      options={PAYEE_METHODS.map((v) => ({ value: v, label: label(v) }))}
    />
  );
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
