import * as React from 'react';
import { fieldProps } from '../FieldBase/fieldProps';
import { Field, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Regular, ErrorCircle16Regular, Warning16Regular } from '@fluentui/react-icons';
import { useFieldBlur, visuallyHidden } from '../FieldBase';
import { useIdleValue, whenIdle } from '../../utils/idle';
import { OwnTextTextarea } from './OwnTextTextarea';
import type { TextAreaProps } from './TextArea.types';
import { useThrottledAnnouncement } from './useThrottledAnnouncement';
import { wordLimitStatus } from './wordLimit';

const useStyles = makeStyles({
  textarea: { width: '100%' },
  hintRow: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
  count: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginInlineStart: 'auto',
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground3,
  },
  under: { color: tokens.colorNeutralForeground2, '& svg': { color: tokens.colorStatusWarningForeground1 } },
  within: { color: tokens.colorNeutralForeground2, '& svg': { color: tokens.colorStatusSuccessForeground1 } },
  over: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
  icon: { flexShrink: 0, '@media (forced-colors: active)': { color: 'CanvasText' } },
  live: visuallyHidden,
});

/**
 * A labelled multi-line text input with a live word count against its limits.
 * The counting rule and every text come in as props.
 */
export const TextArea = React.forwardRef<HTMLTextAreaElement, TextAreaProps>(
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
      countWords,
      minWords,
      maxWords,
      countLabel,
      rows = 5,
      resize = 'vertical',
      placeholder,
      maxLength,
      announceInterval = 2000,
      size = 'medium',
      ownsText = false,
    },
    ref,
  ) => {
    const styles = useStyles();
    const handleBlur = useFieldBlur(name, onBlur);
    const [typed, setTyped] = React.useState(false);
    const text = value ?? '';
    // Counted when the browser is idle, so a keystroke paints without waiting for a count of the whole text.
    const idleValue = useIdleValue(text);
    const [idleTyped, setIdleTyped] = React.useState(text);
    const cancelCount = React.useRef<() => void>(undefined);
    React.useEffect(() => () => cancelCount.current?.(), []);
    const counted = ownsText ? idleTyped : idleValue;
    const count = React.useMemo(() => (countWords ? countWords(counted) : 0), [countWords, counted]);
    const status = wordLimitStatus(count, minWords, maxWords);
    const countText = countWords && countLabel ? countLabel(count, minWords, maxWords, status) : '';
    // Announced once the count has caught up with what was typed, so it never reads out a stale count.
    const armed = typed && (ownsText || idleValue === text);
    const announced = useThrottledAnnouncement(countText, armed, announceInterval);
    const over = status === 'over';
    const Control = ownsText ? OwnTextTextarea : Textarea;

    const StatusIcon = over ? ErrorCircle16Regular : status === 'under' ? (count > 0 ? Warning16Regular : null) : CheckmarkCircle16Regular;
    const counter = countText ? (
      <span className={mergeClasses(styles.count, count > 0 && styles[status])}>
        {StatusIcon && <StatusIcon className={styles.icon} aria-hidden />}
        {countText}
      </span>
    ) : null;

    return (
      <Field
        className={className}
        label={label}
        required={required}
        // Over the limit is an error even before the form is submitted.
        validationState={validationMessage || over ? 'error' : 'none'}
        validationMessage={fieldProps({ validationMessage: validationMessage, ruleHelp }).validationMessage}
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
        <Control
          ref={ref}
          className={styles.textarea}
          name={name}
          {...(ownsText ? { defaultValue: text } : { value: text })}
          rows={rows}
          resize={resize}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          onChange={(_, data) => {
            if (ownsText) {
              cancelCount.current?.();
              cancelCount.current = whenIdle(() => {
                setTyped(true);
                setIdleTyped(data.value);
              });
            } else setTyped(true);
            onChange(data.value);
          }}
        />
        <span className={styles.live} aria-live="polite" aria-atomic="true">
          {announced}
        </span>
      </Field>
    );
  },
);
TextArea.displayName = 'TextArea';
