import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, RadioGroup, TextArea, TextField, useToast } from '@writers-center/design-system';
import { ID_DOCUMENT_TYPES, hasBackSide, type IdDocumentType } from '../../../../domain/contract';
import { policyForSite } from '../../../../domain/limits';
import type { SignContext } from '../../../../domain/schemas/sign';
import type { SignEligibility, SignSubmitRequest } from '../../../../domain/api/sign';
import { formatKilobytes } from '../../../lib/bytes';
import { DraftSaver, clearDraft, readDraft } from '../../../lib/form-draft';
import { applyServerErrors, lazySchema, useFieldProps, useFirstErrorFocus } from '../../../lib/forms';
import { HelpHint } from '../../../lib/HelpHint';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { ImageField } from '../../../lib/ImageField';
import { tabStorage } from '../../../lib/storage';
import { useAppSelector } from '../../session';
import { submitApplication, uploadIdPhoto } from '../api/application';
import { form as m } from '../messages';

export interface ApplicationValues {
  truename: string;
  id_type: string;
  IDcard: string;
  id_photo_front: string;
  id_photo_back: string;
  address: string;
  mobile: string;
  facebook: string;
  monthly_words: string;
  estimated_words: string;
  guardian_truename: string;
  guardian_email: string;
  guardian_mobile: string;
  guardian_IDcard: string;
  guardian_id_photo: string;
}

const EMPTY: ApplicationValues = {
  truename: '',
  id_type: '',
  IDcard: '',
  id_photo_front: '',
  id_photo_back: '',
  address: '',
  mobile: '',
  facebook: '',
  monthly_words: '',
  estimated_words: '',
  guardian_truename: '',
  guardian_email: '',
  guardian_mobile: '',
  guardian_IDcard: '',
  guardian_id_photo: '',
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '640px' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0 },
  legend: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    marginBottom: tokens.spacingVerticalXS,
    padding: 0,
  },
  photos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  hint: { color: tokens.colorNeutralForeground2 },
});

/** The application's rules, loaded when the form first checks something (lib/lazy-schema). */
const applicationRules = lazySchema(() => import('../../../../domain/schemas/sign').then((rules) => rules.signApplicationSchema));

/** The work's application form: one domain schema here and on the server, with the author's age and region. */
export function ApplicationForm({ eligibility, onSent }: { eligibility: SignEligibility; onSent(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const formRef = React.useRef<HTMLFormElement>(null);
  const site = useAppSelector((s) => s.session.site);
  const [failure, setFailure] = React.useState<string>();
  const draftKey = `sign-application:${eligibility.book.id}`;
  const context: SignContext = { minor: eligibility.minor, country: eligibility.country };
  const [initial] = React.useState<ApplicationValues>(() => ({
    ...EMPTY,
    ...readDraft<Partial<ApplicationValues>>(draftKey, tabStorage),
  }));
  const resubmit = eligibility.application?.status === 'info_requested';

  const validate = async (values: ApplicationValues) => {
    const schema = await applicationRules.load();
    if (!schema) return {};
    try {
      await schema.validate({ ...values, original_book_id: eligibility.book.id }, { abortEarly: false, context });
      return {};
    } catch (err) {
      return yupToFormErrors(err);
    }
  };

  const submit = async (values: ApplicationValues, helpers: FormikHelpers<ApplicationValues>) => {
    setFailure(undefined);
    try {
      const body = (await applicationRules.cast({ ...values, original_book_id: eligibility.book.id }, { context, stripUnknown: true })) as SignSubmitRequest;
      await submitApplication(body);
      clearDraft(draftKey, tabStorage);
      toast({ intent: 'success', title: intl.formatMessage(m.submitted) });
      onSent();
    } catch (err) {
      if (applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void)) return;
      setFailure(
        err instanceof ApiError && err.desc
          ? err.desc
          : err instanceof ApiError
            ? failureText(intl, err)
            : intl.formatMessage(m.failed),
      );
    }
  };

  return (
    <Formik initialValues={initial} validate={validate} onSubmit={submit}>
      {({ isSubmitting, submitCount, isValid, values }) => (
        <Form ref={formRef} className={styles.form} noValidate aria-label={intl.formatMessage(m.submit)}>
          <FocusFirstError formRef={formRef} submitCount={submitCount} isValid={isValid} />
          <DraftSaver storageKey={draftKey} store={tabStorage} />
          <Text className={styles.hint}>{intl.formatMessage(m.draftKept)}</Text>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{intl.formatMessage(m.you)}</legend>
            <Text className={styles.hint}>{intl.formatMessage(m.youHint)}</Text>
            <Text_ name="truename" label={intl.formatMessage(m.truename)} autoComplete="name" />
            <IdType />
            <Text_ name="IDcard" label={intl.formatMessage(m.idNumber)} hint={<HelpHint slug="identity" anchor="id-number" />} autoComplete="off" />
            <div className={styles.photos}>
              <Photo name="id_photo_front" label={intl.formatMessage(m.photoFront)} party="author" side="front" site={site} />
              {ID_DOCUMENT_TYPES.includes(values.id_type as IdDocumentType) && hasBackSide(values.id_type as IdDocumentType) && (
                <Photo name="id_photo_back" label={intl.formatMessage(m.photoBack)} party="author" side="back" site={site} />
              )}
            </div>
            <Area name="address" label={intl.formatMessage(m.address)} />
            <Text_
              name="mobile"
              label={intl.formatMessage(m.mobile)}
              hint={intl.formatMessage(m.mobileHint)}
              type="tel"
              autoComplete="tel"
            />
            <Text_ name="facebook" label={intl.formatMessage(m.facebook)} />
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{intl.formatMessage(m.work)}</legend>
            <Text_ name="monthly_words" label={intl.formatMessage(m.monthlyWords)} inputMode="numeric" />
            <Text_ name="estimated_words" label={intl.formatMessage(m.estimatedWords)} inputMode="numeric" />
          </fieldset>
          {eligibility.minor && (
            <fieldset className={styles.group} data-testid="guardian-fields">
              <legend className={styles.legend}>{intl.formatMessage(m.guardian)}</legend>
              <Text className={styles.hint}>{intl.formatMessage(m.guardianHint)}</Text>
              <Text_ name="guardian_truename" label={intl.formatMessage(m.guardianName)} hint={<HelpHint slug="identity" anchor="guardian" />} />
              <Text_ name="guardian_email" label={intl.formatMessage(m.guardianEmail)} type="email" />
              <Text_ name="guardian_mobile" label={intl.formatMessage(m.guardianMobile)} type="tel" />
              <Text_ name="guardian_IDcard" label={intl.formatMessage(m.guardianId)} autoComplete="off" />
              <Photo
                name="guardian_id_photo"
                label={intl.formatMessage(m.guardianPhoto)}
                party="guardian"
                side="front"
                site={site}
              />
            </fieldset>
          )}
          <div className={styles.actions}>
            {failure && (
              <Notice intent="error" role="alert">{failure}</Notice>
            )}
            <Button
              type="submit"
              appearance="primary"
              disabled={isSubmitting}
              icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
            >
              {intl.formatMessage(resubmit ? m.resubmit : m.submit)}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

function FocusFirstError({
  formRef,
  submitCount,
  isValid,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  submitCount: number;
  isValid: boolean;
}) {
  useFirstErrorFocus(formRef, submitCount, isValid);
  return null;
}

type TextProps = {
  name: keyof ApplicationValues;
  label: string;
  hint?: string | React.ReactElement;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric';
};

/** A required text field bound to the form. */
function Text_({ name, label, hint, type, autoComplete, inputMode }: TextProps) {
  const field = useFieldProps<string>(name);
  return (
    <TextField {...field} label={label} hint={hint} type={type} autoComplete={autoComplete} inputMode={inputMode} required />
  );
}

function Area({ name, label }: { name: keyof ApplicationValues; label: string }) {
  const field = useFieldProps<string>(name);
  return <TextArea {...field} label={label} rows={3} maxLength={500} required />;
}

function IdType() {
  const intl = useIntl();
  const field = useFieldProps<string>('id_type');
  return (
    <RadioGroup
      {...field}
      label={intl.formatMessage(m.idType)}
      layout="horizontal"
      required
      options={ID_DOCUMENT_TYPES.map((t) => ({ value: t, label: intl.formatMessage(m[t]) }))}
    />
  );
}

/** An ID photo: uploaded privately at once; the form keeps its upload id. */
function Photo({
  name,
  label,
  party,
  side,
  site,
}: {
  name: keyof ApplicationValues;
  label: string;
  party: 'author' | 'guardian';
  side: 'front' | 'back';
  site: number | undefined;
}) {
  const intl = useIntl();
  const field = useFieldProps<string>(name);
  const maxBytes = policyForSite(site).imageMaxBytes;
  return (
    <ImageField
      name={name}
      label={label}
      hint={intl.formatMessage(m.photoHint, { size: formatKilobytes(maxBytes, intl.locale) })}
      previewAlt={intl.formatMessage(m.photoAlt)}
      maxBytes={maxBytes}
      shape="cover"
      send={uploadIdPhoto(party, side)}
      onUploaded={(result) => field.onChange((result as { upload_id: string }).upload_id)}
      fieldError={field.validationMessage}
    />
  );
}
