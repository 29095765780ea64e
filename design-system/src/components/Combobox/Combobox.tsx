import * as React from 'react';
import { Combobox as FluentCombobox, Field, Option, makeStyles } from '@fluentui/react-components';
import { fieldProps, useFieldBlur, type FieldBaseProps } from '../FieldBase';

export interface ComboboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ComboboxProps extends FieldBaseProps<string> {
  /** the choices, in order, filtered by what is typed; a disabled option is shown but cannot be chosen */
  options: readonly ComboboxOption[];
  /** shown in the list when nothing matches what was typed, e.g. "No matching region" */
  noOptionsText: string;
  /** accessible name of the button that opens the list, e.g. "Show all regions" */
  openLabel: string;
  /** shown in the empty input, e.g. "Type a region"; not a replacement for the label */
  placeholder?: string;
  /**
   * whether an option matches the typed text
   * @default contains, ignoring case and accents
   */
  filter?(label: string, query: string): boolean;
  /** Fluent's field size (label, input and text); @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
/** Contains, ignoring case and accents ("cote" finds "Côte d’Ivoire"). */
export const defaultComboboxFilter = (label: string, query: string) => fold(label).includes(fold(query.trim()));

const useStyles = makeStyles({ combobox: { width: '100%', minWidth: 0 } });

/** A labelled single-choice list filtered as you type; for long lists such as regions. */
export const Combobox = React.forwardRef<HTMLInputElement, ComboboxProps>(
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
      noOptionsText,
      openLabel,
      placeholder,
      filter = defaultComboboxFilter,
      size = 'medium',
    },
    ref,
  ) => {
    const styles = useStyles();
    const selected = options.find((o) => o.value === value);
    const selectedLabel = selected?.label ?? '';
    const [query, setQuery] = React.useState(selectedLabel);
    // A new value from outside (a form reset) shows its label; not on mount, where it would undo early typing.
    const shownLabel = React.useRef(selectedLabel);
    React.useEffect(() => {
      if (shownLabel.current === selectedLabel) return;
      shownLabel.current = selectedLabel;
      setQuery(selectedLabel);
    }, [selectedLabel]);
    const handleBlur = useFieldBlur(name, onBlur);

    const filtering = query !== selectedLabel && query.trim() !== '';
    const shown = filtering ? options.filter((o) => filter(o.label, query)) : options;

    return (
      <Field
        {...fieldProps({ className, label, hint, required, validationMessage, ruleHelp })}
        size={size}
        onBlur={handleBlur}
      >
        <FluentCombobox
          ref={ref}
          className={styles.combobox}
          name={name}
          value={query}
          selectedOptions={value ? [value] : []}
          placeholder={placeholder}
          disabled={disabled}
          expandIcon={{ 'aria-label': openLabel }}
          // Leaving the text box with half-typed text goes back to the chosen option; emptied, the choice is cleared.
          onBlur={() => {
            if (query.trim() === '' && value) onChange('');
            else setQuery(selectedLabel);
          }}
          onChange={(event) => setQuery(event.target.value)}
          onOptionSelect={(_, data) => {
            if (data.optionValue === undefined) return;
            setQuery(data.optionText ?? '');
            if (data.optionValue !== value) onChange(data.optionValue);
          }}
        >
          {shown.length > 0 ? (
            shown.map((o) => (
              <Option key={o.value} value={o.value} text={o.label} disabled={o.disabled}>
                {o.label}
              </Option>
            ))
          ) : (
            <Option key="" value="" text="" disabled>
              {noOptionsText}
            </Option>
          )}
        </FluentCombobox>
      </Field>
    );
  },
);
Combobox.displayName = 'Combobox';
