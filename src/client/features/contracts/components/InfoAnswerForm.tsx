import * as React from 'react';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { Form, Formik, type FormikProps } from 'formik';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import type { ApplicationField } from '../../../../domain/contract';
import type { SignContext } from '../../../../domain/schemas/sign';
import type { SignApplicationValues, SignEligibility, SignInfo } from '../../../../domain/api/sign';
import { PasswordDialog } from '../../../lib/PasswordDialog';
import { revealApplication } from '../api/reveal-application';
import { useSignInfo } from '../api/get-sign-info';
import { answer as a, form as m } from '../messages';
import { AnswerContext, ApplicationFields, EMPTY_APPLICATION, useApplicationStyles, type AnswerState, type ApplicationValues } from './ApplicationFields';
import { FocusFirstError } from './ApplicationForm';
import { shownOnFile } from './answer-on-file';
import { NUMBERS, useAnswerSubmit } from '../useAnswerSubmit';
import { LoadFailed, Loading } from './PageStates';

type OnFile = NonNullable<SignInfo['application']>;
const PHOTOS: ReadonlySet<ApplicationField> = new Set(['id_photo_front', 'id_photo_back', 'guardian_id_photo']);

/**
 * The answer to the editor's request for information (the application in info_requested): what is
 * on file shows masked, the fields the editor named are open for entry, any other can be changed,
 * and only those are sent (sign.addInfo keeps the rest as stored).
 */
export function InfoAnswerForm({ eligibility, onSent }: { eligibility: SignEligibility; onSent(): void }) {
  const { data, error, mutate } = useSignInfo(eligibility.book.id);
  if (error) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (!data?.application) return <Loading />;
  return (
    <AnswerForm
      eligibility={eligibility}
      onFile={data.application}
      onSent={() => {
        void mutate();
        onSent();
      }}
    />
  );
}

function AnswerForm({ eligibility, onFile, onSent }: { eligibility: SignEligibility; onFile: OnFile; onSent(): void }) {
  const intl = useIntl();
  const styles = useApplicationStyles();
  const formRef = React.useRef<HTMLFormElement>(null);
  const formik = React.useRef<FormikProps<ApplicationValues>>(null);
  const bookId = eligibility.book.id;
  const context: SignContext = { minor: eligibility.minor, country: eligibility.country };
  const asked = React.useMemo(() => new Set<ApplicationField>(eligibility.application?.info_fields ?? []), [eligibility.application?.info_fields]);
  const [changing, setChanging] = React.useState<ReadonlySet<ApplicationField>>(new Set());
  const open = React.useMemo(() => new Set([...asked, ...changing]), [asked, changing]);
  // Formik's validate reads the fields open now, not those of the render it was made in.
  const openNow = React.useRef(open);
  openNow.current = open;
  const [clear, setClear] = React.useState<SignApplicationValues>();
  const [asking, setAsking] = React.useState(false);
  const { validate, submit, failure } = useAnswerSubmit({
    bookId,
    context,
    asked,
    open,
    openNow,
    onRefused: (fields) => setChanging((now) => new Set([...now, ...fields])),
    onSent,
  });

  // Not personal: these come in clear, and a change starts from them.
  const [initial] = React.useState<ApplicationValues>(() => ({
    ...EMPTY_APPLICATION,
    id_type: onFile.id_type,
    monthly_words: String(onFile.monthly_words),
    estimated_words: String(onFile.estimated_words),
  }));

  /** The value a field starts from when opened: the clear one once revealed (photos are chosen again). */
  const startingValue = (field: ApplicationField, revealed = clear): string => {
    if (PHOTOS.has(field)) return '';
    if (field === 'id_type' || NUMBERS.has(field)) return initial[field];
    return (revealed?.[field as keyof SignApplicationValues] as string | null | undefined) ?? '';
  };

  const shown = shownOnFile(intl, onFile, clear);

  const state: AnswerState = {
    asked,
    open,
    onFile: shown,
    change(field) {
      setChanging((now) => new Set([...now, field]));
      void formik.current?.setFieldValue(field, startingValue(field), false);
    },
    keep(field) {
      setChanging((now) => new Set([...now].filter((f) => f !== field)));
      void formik.current?.setFieldValue(field, initial[field], false);
      void formik.current?.setFieldTouched(field, false, false);
    },
  };

  const reveal = async (password: string, code?: string) => {
    const values = await revealApplication(bookId, password, code);
    setClear(values);
    // Open fields still empty start from what is on file.
    for (const field of openNow.current) {
      if (!formik.current?.values[field]) void formik.current?.setFieldValue(field, startingValue(field, values), false);
    }
    setAsking(false);
  };

  return (
    <>
      <Formik innerRef={formik} initialValues={initial} validate={validate} onSubmit={submit}>
        {({ isSubmitting, submitCount, isValid, values }) => (
          <Form ref={formRef} className={styles.form} noValidate aria-label={intl.formatMessage(m.resubmit)}>
            <FocusFirstError formRef={formRef} submitCount={submitCount} isValid={isValid} />
            <Text className={styles.hint}>{intl.formatMessage(asked.size ? a.intro : a.introNoFields)}</Text>
            {clear ? (
              <Text className={styles.hint} role="status">
                {intl.formatMessage(a.revealed)}
              </Text>
            ) : (
              <div>
                <Button onClick={() => setAsking(true)}>{intl.formatMessage(a.reveal)}</Button>
              </div>
            )}
            <AnswerContext.Provider value={state}>
              <ApplicationFields minor={eligibility.minor} idType={values.id_type} />
            </AnswerContext.Provider>
            <div className={styles.actions}>
              {failure && (
                <Notice intent="error" role="alert">
                  {failure}
                </Notice>
              )}
              <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                {intl.formatMessage(m.resubmit)}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
      <PasswordDialog open={asking} onOpenChange={(next) => !next && setAsking(false)} body={intl.formatMessage(a.revealBody)} onConfirm={reveal} />
    </>
  );
}
