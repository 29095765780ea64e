import * as React from 'react';
import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { ruleHelpLink } from '../../domain/help';
import { commonMessages } from './common-messages';
import { errorText, TextFieldView, type TextFieldViewProps } from './text-field';

// Shared with the forms that do without Formik (the sign-in form).
export { applyServerErrors, errorText } from './text-field';
export { lazySchema, type LazySchema } from './lazy-schema';

/** TextFieldView's props, less what Formik's field gives. */
type TextFieldProps = Omit<TextFieldViewProps, 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A Fluent Field + Input bound to Formik, showing the translated error once touched. */
export function FormTextField({ name, ...props }: TextFieldProps) {
  const intl = useIntl();
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const shown = (meta.touched || submitCount > 0) && meta.error ? errorText(intl, meta.error) : undefined;
  return <TextFieldView {...props} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={shown} />;
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

export function useFirstErrorFocus(formRef: React.RefObject<HTMLFormElement | null>, submitCount: number, isValid: boolean) {
  React.useEffect(() => {
    if (submitCount > 0 && !isValid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, formRef]);
}
