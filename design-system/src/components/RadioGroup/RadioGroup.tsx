import * as React from 'react';
import { Field, Radio, RadioGroup as FluentRadioGroup } from '@fluentui/react-components';
import { fieldProps, useFieldBlur, type FieldBaseProps } from '../FieldBase';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps<string> {
  /** the choices, one radio button each, in order; a disabled option cannot be chosen */
  options: readonly RadioOption[];
  /** the radio buttons one under another, or side by side; @default 'vertical' */
  layout?: 'vertical' | 'horizontal';
}

/** A labelled group of radio buttons: one choice among a few, all visible. */
export const RadioGroup = React.forwardRef<HTMLDivElement, RadioGroupProps>(
  ({ name, value, onChange, onBlur, label, hint, required = false, disabled = false, validationMessage,
      ruleHelp, className, options, layout = 'vertical' }, ref) => {
    const handleBlur = useFieldBlur(name, onBlur);
    return (
      <Field
        {...fieldProps({ className, label, hint, required, validationMessage, ruleHelp })}
        onBlur={handleBlur}
      >
        <FluentRadioGroup
          ref={ref}
          name={name}
          value={value ?? ''}
          layout={layout}
          disabled={disabled}
          onChange={(_, data) => onChange(data.value)}
        >
          {options.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} disabled={disabled || o.disabled} />
          ))}
        </FluentRadioGroup>
      </Field>
    );
  },
);
RadioGroup.displayName = 'RadioGroup';
