import * as React from 'react';
import { Field, Input, Link, type InputProps } from '@fluentui/react-components';
import { useField, useFormikContext, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { Schema } from 'yup';
import { useIntl, type IntlShape } from 'react-intl';
import { messageRef } from '../../domain/schemas/messages';
import { ruleHelpLink } from '../../domain/help';
import { commonMessages } from './common-messages';
import { ApiError } from './http';

/**
 * A Formik `validate` that loads its Yup schema on first use, so a form's first paint does not
 * wait for Yup (about 13 KiB gzip): the same rules and messages as `validationSchema` gives.
 */
export function lazySchema<V extends object>(load: () => Promise<Schema>): (values: V) => Promise<FormikErrors<V>> {
  return async (values) => {
    try {
      await validateYupSchema(values, await load());
      return {};
    } catch (err) {
      return yupToFormErrors<V>(err);
    }
  };
}

/**
 * Formik errors hold either a domain message id (from the shared Yup schema,
 * maybe with values) or text the server already translated.
 */
export function errorText(intl: IntlShape, error: unknown): string | undefined {
  if (error === undefined || error === null || error === '') return undefined;
  const ref = messageRef(error);
  if (typeof error === 'string' && !(error in intl.messages)) return error;
  return intl.formatMessage({ id: ref.id }, ref.values);
}

type TextFieldProps = Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
};

/** A Fluent Field + Input bound to Formik, showing the translated error once touched. */
export function FormTextField({ name, label, hint, required, ...inputProps }: TextFieldProps) {
  const intl = useIntl();
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const shown = (meta.touched || submitCount > 0) && meta.error ? errorText(intl, meta.error) : undefined;
  const help = ruleHelpLink(name);
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      validationState={shown ? 'error' : 'none'}
      validationMessage={
        shown && help ? (
          <>
            {shown}{' '}
            <Link href={help} target="_blank" rel="noopener" inline>
              {intl.formatMessage(commonMessages.ruleHelp)}
            </Link>
          </>
        ) : (
          shown
        )
      }
    >
      <Input {...inputProps} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
    </Field>
  );
}

/**
 * The props a design-system field takes, bound to a Formik field: typed
 * value, onChange(value), onBlur, and the translated error once touched (or
 * after a submit).
 */
export function useFieldProps<V>(name: string) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  // Errors show after a submit, or on leaving a field the author changed: leaving an
  // untouched empty field says nothing (and moves nothing under the pointer on its way to "Submit").
  const changed = meta.touched && meta.value !== meta.initialValue;
  const shown = (changed || submitCount > 0) && meta.error ? errorText(intl, meta.error) : undefined;
  const help = ruleHelpLink(name.split('.').pop() ?? name);
  return {
    name,
    value: field.value,
    onChange: (value: V) => void helpers.setValue(value),
    onBlur: () => void helpers.setTouched(true),
    validationMessage: shown,
    // The rule behind a refusal is one click away (in a new tab: nothing typed is lost).
    ...(help ? { ruleHelp: { href: help, label: intl.formatMessage(commonMessages.ruleHelp) } } : {}),
  };
}

/** Puts a 4001's field messages next to their fields; returns whether it did. */
export function applyServerErrors(error: unknown, setErrors: (errors: Record<string, string>) => void): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = error.fields;
  if (Object.keys(fields).length === 0) return false;
  setErrors(fields);
  return true;
}

export function useFirstErrorFocus(formRef: React.RefObject<HTMLFormElement | null>, submitCount: number, isValid: boolean) {
  React.useEffect(() => {
    if (submitCount > 0 && !isValid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, formRef]);
}
