import * as React from 'react';
import { Checkbox as FluentCheckbox, Field } from '@fluentui/react-components';
import { fieldProps, useFieldBlur, type FieldBaseProps } from '../FieldBase';

export interface CheckboxProps extends Omit<FieldBaseProps<boolean>, 'label'> {
  /** the checkbox's label; may hold links, e.g. to the Terms of Use */
  label: string | React.ReactElement;
  /** Fluent's checkbox size; @default 'medium' */
  size?: 'medium' | 'large';
}

/** A single labelled checkbox with a boolean value, e.g. accepting the terms. */
export const Checkbox = React.forwardRef<HTMLInputElement, CheckboxProps>(
  ({ name, value, onChange, onBlur, label, hint, required = false, disabled = false, validationMessage,
      ruleHelp, className, size = 'medium' }, ref) => {
    const handleBlur = useFieldBlur(name, onBlur);
    return (
      // The label belongs to the checkbox itself; the Field carries the hint and the error.
      <Field {...fieldProps({ className, hint, validationMessage, ruleHelp })} onBlur={handleBlur}>
        <FluentCheckbox
          ref={ref}
          name={name}
          checked={!!value}
          label={label}
          required={required}
          disabled={disabled}
          size={size}
          onChange={(_, data) => onChange(data.checked === true)}
        />
      </Field>
    );
  },
);
Checkbox.displayName = 'Checkbox';
