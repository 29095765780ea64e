import * as React from 'react';
import { Field, Input, Link, type InputProps } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import { messageRef } from '../../domain/schemas/messages';
import { ruleHelpLink } from '../../domain/help';
import { commonMessages } from './common-messages';
import { ApiError } from './http';

/**
 * A form's errors hold either a domain message id (from the shared Yup schema,
 * maybe with values) or text the server already translated.
 */
export function errorText(intl: IntlShape, error: unknown): string | undefined {
  if (error === undefined || error === null || error === '') return undefined;
  const ref = messageRef(error);
  if (typeof error === 'string' && !(error in intl.messages)) return error;
  return intl.formatMessage({ id: ref.id }, ref.values);
}

/** Puts a 4001's field messages next to their fields; returns whether it did. */
export function applyServerErrors(error: unknown, setErrors: (errors: Record<string, string>) => void): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = error.fields;
  if (Object.keys(fields).length === 0) return false;
  setErrors(fields);
  return true;
}

export type TextFieldViewProps = Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement>;
  onBlur: React.FocusEventHandler<HTMLInputElement>;
  /** the translated error, when it is to be shown */
  error?: string;
};

/** A Fluent Field + Input with its error and, for a rule the help center explains, a link to it. */
export function TextFieldView({ name, label, hint, required, value, onChange, onBlur, error, ...inputProps }: TextFieldViewProps) {
  const intl = useIntl();
  const help = ruleHelpLink(name);
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={
        error && help ? (
          <>
            {error}{' '}
            <Link href={help} target="_blank" rel="noopener" inline>
              {intl.formatMessage(commonMessages.ruleHelp)}
            </Link>
          </>
        ) : (
          error
        )
      }
    >
      <Input {...inputProps} name={name} value={value} onChange={onChange} onBlur={onBlur} />
    </Field>
  );
}
