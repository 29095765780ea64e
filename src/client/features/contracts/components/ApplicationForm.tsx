import * as React from 'react';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { Form, Formik, yupToFormErrors, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, useToast } from '@writers-center/design-system';
import type { SignContext } from '../../../../domain/schemas/sign';
import type { SignEligibility, SignSubmitRequest } from '../../../../domain/api/sign';
import { DraftSaver, clearDraft, readDraft } from '../../../lib/form-draft';
import { applyServerErrors, lazySchema, useFirstErrorFocus } from '../../../lib/forms';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { tabStorage } from '../../../lib/storage';
import { useProfile } from '../../../api/get-profile';
import { useAppSelector } from '../../../session';
import { submitApplication } from '../api/submit-application';
import { form as m } from '../messages';
import { ApplicationFields, EMPTY_APPLICATION, useApplicationStyles, type ApplicationValues } from './ApplicationFields';

/** The application's rules, loaded when the form first checks something (lib/lazy-schema). */
export const applicationRules = lazySchema(() => import('../../../../domain/schemas/sign').then((rules) => rules.signApplicationSchema));

/** The message of a failed send: the server's words, or why there are none. */
export function sendFailure(intl: ReturnType<typeof useIntl>, err: unknown): string {
  if (err instanceof ApiError) return err.desc || failureText(intl, err);
  return intl.formatMessage(m.failed);
}

/** The work's new application: one domain schema here and on the server, with the author's age and region. */
export function ApplicationForm({ eligibility, onSent }: { eligibility: SignEligibility; onSent(): void }) {
  const intl = useIntl();
  const styles = useApplicationStyles();
  const toast = useToast();
  const formRef = React.useRef<HTMLFormElement>(null);
  const [failure, setFailure] = React.useState<string>();
  const draftKey = `sign-application:${eligibility.book.id}`;
  const profile = useProfile();
  const accountEmail = useAppSelector((state) => state.session.email);
  // The same rules as the server's, the author's own addresses included (a guardian's email is another person's).
  const ownEmails = [accountEmail, profile.data?.email].filter((email): email is string => !!email);
  const context: SignContext = { minor: eligibility.minor, country: eligibility.country, ownEmails };
  const [initial] = React.useState<ApplicationValues>(() => ({
    ...EMPTY_APPLICATION,
    ...readDraft<Partial<ApplicationValues>>(draftKey, tabStorage),
  }));

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
      setFailure(sendFailure(intl, err));
    }
  };

  return (
    <Formik initialValues={initial} validate={validate} onSubmit={submit}>
      {({ isSubmitting, submitCount, isValid, values }) => (
        <Form ref={formRef} className={styles.form} noValidate aria-label={intl.formatMessage(m.submit)}>
          <FocusFirstError formRef={formRef} submitCount={submitCount} isValid={isValid} />
          <DraftSaver storageKey={draftKey} store={tabStorage} />
          <Text className={styles.hint}>{intl.formatMessage(m.draftKept)}</Text>
          <ApplicationFields minor={eligibility.minor} idType={values.id_type} />
          <div className={styles.actions}>
            {failure && (
              <Notice intent="error" role="alert">
                {failure}
              </Notice>
            )}
            <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
              {intl.formatMessage(m.submit)}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

export function FocusFirstError({
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
