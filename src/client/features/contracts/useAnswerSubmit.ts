import * as React from 'react';
import { yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useToast } from '@writers-center/design-system';
import { APPLICATION_FIELDS, type ApplicationField } from '../../../domain/contract';
import type { SignContext } from '../../../domain/schemas/sign';
import type { SignAddInfoRequest } from '../../../domain/api/sign';
import { applyServerErrors } from '../../lib/forms';
import { ApiError } from '../../lib/http';
import { addApplicationInfo } from './api/add-application-info';
import type { ApplicationValues } from './components/ApplicationFields';
import { applicationRules, sendFailure } from './components/ApplicationForm';
import { form as m } from './messages';

/** The fields whose value is a number. */
export const NUMBERS: ReadonlySet<ApplicationField> = new Set(['monthly_words', 'estimated_words']);

/**
 * The answer's checks and sending: only the open fields are checked and sent (sign.addInfo keeps
 * the rest as stored); a kept value the server refuses opens for entry.
 */
export function useAnswerSubmit({
  bookId,
  context,
  asked,
  open,
  openNow,
  onRefused,
  onSent,
}: {
  bookId: number;
  context: SignContext;
  asked: ReadonlySet<ApplicationField>;
  open: ReadonlySet<ApplicationField>;
  /** the fields open now (Formik's validate reads them, not those of the render it was made in) */
  openNow: React.RefObject<ReadonlySet<ApplicationField>>;
  /** fields the server named that were kept as on file: they open */
  onRefused(fields: ApplicationField[]): void;
  onSent(): void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [failure, setFailure] = React.useState<string>();

  const validate = async (values: ApplicationValues): Promise<FormikErrors<ApplicationValues>> => {
    const schema = await applicationRules.load();
    if (!schema) return {};
    try {
      await schema.validate({ ...values, original_book_id: bookId }, { abortEarly: false, context });
      return {};
    } catch (err) {
      // Fields kept as on file are empty here: only what is sent is checked (the server checks the whole).
      const errors = yupToFormErrors<ApplicationValues>(err);
      return Object.fromEntries(Object.entries(errors).filter(([field]) => openNow.current.has(field as ApplicationField)));
    }
  };

  const submit = async (values: ApplicationValues, helpers: FormikHelpers<ApplicationValues>) => {
    setFailure(undefined);
    const body: Record<string, string | number> = { original_book_id: bookId };
    for (const field of APPLICATION_FIELDS) {
      const value = values[field].trim();
      if (open.has(field) && value) body[field] = NUMBERS.has(field) ? Number(value) : value;
    }
    try {
      await addApplicationInfo(body as SignAddInfoRequest);
      toast({ intent: 'success', title: intl.formatMessage(m.submitted) });
      onSent();
    } catch (err) {
      // A kept value the whole application no longer allows (an ID number of another document type) opens for entry.
      if (err instanceof ApiError) {
        const named = Object.keys(err.fields).filter((f): f is ApplicationField =>
          (APPLICATION_FIELDS as readonly string[]).includes(f),
        );
        if (named.some((f) => !open.has(f))) onRefused(named.filter((f) => !asked.has(f)));
      }
      if (applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void)) return;
      setFailure(sendFailure(intl, err));
    }
  };

  return { validate, submit, failure };
}
