import * as React from 'react';
import { Button, Link, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Formik, Form, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Checkbox, Combobox, ErrorState, RadioGroup, Select, SkeletonText, TextField, useToast } from '@writers-center/design-system';
import { GENDERS } from '../../../../domain/author';
import type { AuthorProfile } from '../../../../domain/api/author';
import { applyServerErrors, lazySchema, useFieldProps, useFirstErrorFocus } from '../../../lib/forms';
import { useAppSelector } from '../../../session';
import { selectLang } from '../../../session';
import { useCountries } from '../../../api/get-countries';
import { useEditors } from '../api/get-editors';
import { registerAuthor } from '../api/register-author';
import { registration as m } from '../messages';
import { commonMessages } from '../../../lib/common-messages';

/** The registration's rules, loaded when the form first checks something (lib/lazy-schema). */
const registrationRules = lazySchema(() => import('../../../../domain/schemas/author').then((rules) => rules.authorRegistrationSchema));

interface Values {
  pen_name: string;
  gender: string;
  email: string;
  country: string;
  editor_id: string;
  accept_privacy: boolean;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

function Fields({ submitting, resubmit }: { submitting: boolean; resubmit: boolean }) {
  const intl = useIntl();
  const lang = useAppSelector(selectLang);
  const countries = useCountries(lang);
  const editors = useEditors(lang);
  const terms = (chunks: React.ReactNode[]) => (
    <Link href="/terms" target="_blank" rel="noopener">
      {chunks}
    </Link>
  );
  const policy = (chunks: React.ReactNode[]) => (
    <Link href="/policy" target="_blank" rel="noopener">
      {chunks}
    </Link>
  );

  const penName = useFieldProps<string>('pen_name');
  const gender = useFieldProps<string>('gender');
  const email = useFieldProps<string>('email');
  const country = useFieldProps<string>('country');
  const editor = useFieldProps<string>('editor_id');
  const privacy = useFieldProps<boolean>('accept_privacy');

  if (countries.error || editors.error) {
    return (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => {
          void countries.mutate();
          void editors.mutate();
        }}
        headingLevel={3}
      />
    );
  }
  if (!countries.data || !editors.data) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />;

  return (
    <>
      <TextField {...penName} label={intl.formatMessage(m.penName)} hint={intl.formatMessage(m.penNameHint)} required autoComplete="nickname" maxLength={40} />
      <RadioGroup
        {...gender}
        label={intl.formatMessage(m.gender)}
        layout="horizontal"
        required
        options={GENDERS.map((g) => ({ value: g, label: intl.formatMessage(m[g]) }))}
      />
      <TextField {...email} type="email" label={intl.formatMessage(m.email)} required autoComplete="email" />
      <Combobox
        {...country}
        label={intl.formatMessage(m.country)}
        required
        placeholder={intl.formatMessage(m.countryPlaceholder)}
        noOptionsText={intl.formatMessage(m.noCountry)}
        openLabel={intl.formatMessage(m.showCountries)}
        options={countries.data.list.map((c) => ({ value: c.code, label: c.name }))}
      />
      <Select
        {...editor}
        label={intl.formatMessage(m.editor)}
        hint={intl.formatMessage(m.editorHint)}
        required
        placeholder={intl.formatMessage(m.editorPlaceholder)}
        options={editors.data.list.map((e) => ({ value: String(e.id), label: e.name }))}
      />
      <Checkbox {...privacy} label={<span>{intl.formatMessage(m.privacy, { terms, policy })}</span>} required />
      <div>
        <Button type="submit" appearance="primary" disabled={submitting} icon={submitting ? <Spinner size="tiny" /> : undefined}>
          {intl.formatMessage(resubmit ? m.resubmit : m.submit)}
        </Button>
      </div>
    </>
  );
}

/** The author registration: pen name, gender, email, region, editor, privacy tick. */
export function RegistrationForm({ profile, onSent }: { profile: AuthorProfile; onSent(values: { penName: string }): void }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useToast();
  const formRef = React.useRef<HTMLFormElement>(null);
  const resubmit = profile.registration.author_status === 3;
  const initial: Values = {
    pen_name: profile.pen_name ?? '',
    gender: profile.gender ?? '',
    email: profile.email ?? '',
    country: profile.country ?? '',
    editor_id: profile.editor ? String(profile.editor.id) : '',
    accept_privacy: false,
  };

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const body = await registrationRules.cast(values, { stripUnknown: true });
      await registerAuthor({ ...body, gender: body.gender as 'male' | 'female' | 'other', accept_privacy: true });
      toast({ intent: 'success', title: intl.formatMessage(m.sent) });
      onSent({ penName: body.pen_name });
    } catch (err) {
      applyServerErrors(err, helpers.setErrors);
    }
  };

  return (
    <Formik initialValues={initial} validate={registrationRules.validate} onSubmit={submit}>
      {({ isSubmitting, submitCount, isValid }) => (
        <FormWithFocus formRef={formRef} submitCount={submitCount} isValid={isValid} className={styles.form}>
          <Fields submitting={isSubmitting} resubmit={resubmit} />
        </FormWithFocus>
      )}
    </Formik>
  );
}

function FormWithFocus({ formRef, submitCount, isValid, className, children }: { formRef: React.RefObject<HTMLFormElement | null>; submitCount: number; isValid: boolean; className: string; children: React.ReactNode }) {
  useFirstErrorFocus(formRef, submitCount, isValid);
  return (
    <Form ref={formRef} className={className} noValidate>
      {children}
    </Form>
  );
}
