import * as React from 'react';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Combobox, RadioGroup, TextField, useToast } from '@writers-center/design-system';
import { GENDERS } from '../../../../domain/author';
import type { AuthorProfile } from '../../../../domain/api/author';
import { applyServerErrors, lazySchema, useFieldProps } from '../../../lib/forms';
import { FormDialog } from '../../../lib/FormDialog';
import { useAppSelector } from '../../../session';
import { selectLang } from '../../../session';
import { useCountries } from '../../../api/get-countries';
import { modifyProfile } from '../api/modify-profile';
import { profile as m, registration as r } from '../messages';

/** The profile's rules, loaded when the form first checks something (lib/lazy-schema). */
const profileRules = lazySchema(() => import('../../../../domain/schemas/author').then((rules) => rules.authorProfileSchema()));

interface Values {
  pen_name: string;
  gender: string;
  email: string;
  country: string;
  birth_date: string;
  social_account: string;
}

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function BirthDateField() {
  const intl = useIntl();
  const field = useFieldProps<string>('birth_date');
  return (
    <Field
      label={intl.formatMessage(m.birthDate)}
      hint={intl.formatMessage(m.birthDateHint)}
      validationState={field.validationMessage ? 'error' : 'none'}
      validationMessage={field.validationMessage}
    >
      <Input type="date" name="birth_date" value={field.value ?? ''} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur} />
    </Field>
  );
}

function Fields() {
  const intl = useIntl();
  const lang = useAppSelector(selectLang);
  const countries = useCountries(lang);
  return (
    <>
      <TextField {...useFieldProps<string>('pen_name')} label={intl.formatMessage(r.penName)} hint={intl.formatMessage(r.penNameHint)} required maxLength={40} />
      <RadioGroup
        {...useFieldProps<string>('gender')}
        label={intl.formatMessage(r.gender)}
        layout="horizontal"
        required
        options={GENDERS.map((g) => ({ value: g, label: intl.formatMessage(r[g]) }))}
      />
      <TextField {...useFieldProps<string>('email')} type="email" label={intl.formatMessage(r.email)} required />
      <Combobox
        {...useFieldProps<string>('country')}
        label={intl.formatMessage(r.country)}
        required
        placeholder={intl.formatMessage(r.countryPlaceholder)}
        noOptionsText={intl.formatMessage(r.noCountry)}
        openLabel={intl.formatMessage(r.showCountries)}
        options={(countries.data?.list ?? []).map((c) => ({ value: c.code, label: c.name }))}
      />
      <BirthDateField />
      <TextField {...useFieldProps<string>('social_account')} label={intl.formatMessage(m.social)} maxLength={200} />
    </>
  );
}

/** Edits the author info; the same Yup schema checks it here and on the server. */
export function ProfileDialog({ profile, open, onOpenChange, onSaved }: { profile: AuthorProfile; open: boolean; onOpenChange(open: boolean): void; onSaved(values: Values): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const initial: Values = {
    pen_name: profile.pen_name ?? '',
    gender: profile.gender ?? '',
    email: profile.email,
    country: profile.country ?? '',
    birth_date: profile.birth_date ?? '',
    social_account: profile.social_account ?? '',
  };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await modifyProfile(await profileRules.cast(values, { stripUnknown: true }));
      toast({ intent: 'success', title: intl.formatMessage(m.saved) });
      onSaved(values);
      onOpenChange(false);
    } catch (err) {
      applyServerErrors(err, helpers.setErrors);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      submitLabel={intl.formatMessage(m.save)}
      cancelLabel={intl.formatMessage(m.cancel)}
      contentClassName={styles.fields}
      initialValues={initial}
      validate={profileRules.validate}
      onSubmit={submit}
    >
      <Fields />
    </FormDialog>
  );
}
