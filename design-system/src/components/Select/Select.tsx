import * as React from 'react';
import { Field, Select as FluentSelect, makeStyles } from '@fluentui/react-components';
import { fieldProps, useFieldBlur, type FieldBaseProps } from '../FieldBase';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldBaseProps<string> {
  /** the choices, in order; a disabled option is shown but cannot be chosen */
  options: readonly SelectOption[];
  /** the text of the empty first choice shown while nothing is chosen, e.g. "Choose an editor" */
  placeholder?: string;
  /** Fluent's field size (label, select and text); @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Fluent's select appearance: a full outline, an underline only, or a filled box; @default 'outline' */
  appearance?: 'outline' | 'underline' | 'filled-darker' | 'filled-lighter';
}

const useStyles = makeStyles({ select: { width: '100%' } });

/** A labelled native select: the most robust choice on every device and assistive technology. */
export const Select = React.forwardRef<HTMLSelectElement, SelectProps>(
  (
    {
      name,
      value,
      onChange,
      onBlur,
      label,
      hint,
      required = false,
      disabled = false,
      validationMessage,
      ruleHelp,
      className,
      options,
      placeholder,
      size = 'medium',
      appearance = 'outline',
    },
    ref,
  ) => {
    const styles = useStyles();
    const handleBlur = useFieldBlur(name, onBlur);
    const current = value ?? '';
    return (
      <Field
        {...fieldProps({ className, label, hint, required, validationMessage, ruleHelp })}
        size={size}
        onBlur={handleBlur}
      >
        <FluentSelect
          ref={ref}
          className={styles.select}
          name={name}
          value={current}
          disabled={disabled}
          appearance={appearance}
          onChange={(_, data) => onChange(data.value)}
        >
          {(placeholder !== undefined || current === '') && (
            // The empty choice stays selectable only while nothing is chosen.
            <option value="" disabled={current !== ''}>
              {placeholder ?? ''}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </FluentSelect>
      </Field>
    );
  },
);
Select.displayName = 'Select';
