import * as React from 'react';
import { Button, Field, Input, makeStyles, mergeClasses, tokens, type InputOnChangeData } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { fieldProps, useFieldBlur, type FieldBaseProps } from '../FieldBase';

export interface TextFieldProps extends FieldBaseProps<string> {
  /** the kind of input; 'password' hides what is typed and, with the toggle labels, gets a show/hide button; @default 'text' */
  type?: 'text' | 'email' | 'password' | 'number' | 'tel';
  /** the on-screen keyboard to show, e.g. "numeric" for a figure typed as text */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  /** shown in the empty input, e.g. "name@example.com"; not a replacement for the label */
  placeholder?: string;
  /** the browser's autofill hint, e.g. "email", "new-password" */
  autoComplete?: string;
  /** a maximum number of characters, shown as a counter under the field */
  maxLength?: number;
  /**
   * whether `maxLength` shows its counter; off for a technical cap far above what the field holds
   * (a name or a short line), where "0 / 2000" would only suggest writing that much
   * @default true
   */
  showCounter?: boolean;
  /**
   * the counter's text; the default is just the numbers ("12 / 30")
   * @default (length, max) => `${length} / ${max}`
   */
  formatCounter?(length: number, max: number): string;
  /**
   * counts the words of the value: when given, the counter shows the word count (the field's
   * rule) instead of characters, and `maxLength` only stops what is typed
   */
  countWords?(text: string): number;
  /** the fewest words allowed, with `countWords`: the counter is highlighted below it */
  minWords?: number;
  /** the most words allowed, with `countWords`: the counter is highlighted above it */
  maxWords?: number;
  /** the word counter's text, e.g. (n, min, max) => `${n} words (limit ${min}–${max})` */
  countLabel?(count: number, min: number | undefined, max: number | undefined): string;
  /** accessible name of the password toggle while the password is hidden, e.g. "Show password" */
  showPasswordLabel?: string;
  /** accessible name of the password toggle while the password is shown, e.g. "Hide password" */
  hidePasswordLabel?: string;
  /** Fluent's field size (label, input and text); @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** the text direction of what is typed, e.g. "ltr" for emails in an RTL page */
  dir?: 'ltr' | 'rtl' | 'auto';
}

const useStyles = makeStyles({
  input: { width: '100%' },
  hintRow: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  counter: { marginInlineStart: 'auto', flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground3 },
  counterFull: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
});

const defaultCounter = (length: number, max: number) => `${length} / ${max}`;

/** A labelled single-line text input (text, email, telephone, password with a show/hide toggle, number), optionally with a character counter. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(
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
      type = 'text',
      placeholder,
      autoComplete,
      inputMode,
      maxLength,
      showCounter = true,
      formatCounter = defaultCounter,
      countWords,
      minWords,
      maxWords,
      countLabel,
      showPasswordLabel,
      hidePasswordLabel,
      size = 'medium',
      dir,
    },
    ref,
  ) => {
    const styles = useStyles();
    const [revealed, setRevealed] = React.useState(false);
    const handleBlur = useFieldBlur(name, onBlur);
    // UTF-16 units, as the browser's maxLength counts them.
    const length = (value ?? '').length;
    const words = countWords ? countWords(value ?? '') : undefined;
    const outside = words !== undefined && words > 0 && ((minWords !== undefined && words < minWords) || (maxWords !== undefined && words > maxWords));
    const counter =
      words !== undefined ? (
        <span className={mergeClasses(styles.counter, outside && styles.counterFull)} aria-live="polite">
          {countLabel ? countLabel(words, minWords, maxWords) : String(words)}
        </span>
      ) : maxLength !== undefined && showCounter ? (
        <span className={mergeClasses(styles.counter, length >= maxLength && styles.counterFull)}>{formatCounter(length, maxLength)}</span>
      ) : null;
    const isPassword = type === 'password';
    const toggleLabel = revealed ? hidePasswordLabel : showPasswordLabel;
    return (
      <Field
        {...fieldProps({ className, label, required, validationMessage, ruleHelp })}
        hint={
          hint || counter ? (
            <span className={styles.hintRow}>
              {hint && <span>{hint}</span>}
              {counter}
            </span>
          ) : undefined
        }
        size={size}
        onBlur={handleBlur}
      >
        <Input
          ref={ref}
          className={styles.input}
          name={name}
          value={value ?? ''}
          type={isPassword && revealed ? 'text' : type}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          disabled={disabled}
          dir={dir}
          onChange={(_: React.ChangeEvent<HTMLInputElement>, data: InputOnChangeData) => onChange(data.value)}
          contentAfter={
            isPassword && toggleLabel ? (
              <Button
                appearance="transparent"
                size="small"
                disabled={disabled}
                icon={revealed ? <EyeOffRegular /> : <EyeRegular />}
                aria-label={toggleLabel}
                onClick={() => setRevealed((r) => !r)}
              />
            ) : undefined
          }
        />
      </Field>
    );
  },
);
TextField.displayName = 'TextField';
