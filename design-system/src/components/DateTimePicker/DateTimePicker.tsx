import * as React from 'react';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { GlobeClockRegular } from '@fluentui/react-icons';
import { fieldProps, useFieldBlur, type FieldBaseProps } from '../FieldBase';
import { timeZoneDisplayName, utcToZonedWallTime, zonedWallTimeToUtc } from './zonedTime';

export interface DateTimePickerProps extends FieldBaseProps<string> {
  /** the value: an ISO-8601 UTC instant ("2026-10-25T00:30:00.000Z"), or '' for none */
  value: string;
  /** the author's IANA time zone, in which the date and time are picked, e.g. "Asia/Jakarta" */
  timeZone: string;
  /** a second zone in which the same moment is shown under the field, e.g. the platform's "UTC" */
  secondaryTimeZone?: string;
  /** the earliest instant allowed (ISO-8601) */
  min?: string;
  /** the latest instant allowed (ISO-8601) */
  max?: string;
  /** BCP 47 locale for zone names and the secondary time; @default the browser's */
  locale?: string;
  /** the note naming the picking zone, e.g. (name) => `Time zone: ${name}`; without it no note is shown */
  formatTimeZoneNote?(zoneName: string, timeZone: string): string;
  /** the note with the same moment in the secondary zone, e.g. (time, zone) => `${time} in ${zone}` */
  formatZoneNote?(localText: string, zoneName: string): string;
  /**
   * how the moment is written in the secondary zone
   * @default Intl medium date and short time in `locale`
   */
  formatDateTime?(iso: string, timeZone: string, locale: string | undefined): string;
  /** Fluent's field size (label, date and time inputs, text); @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}

const useStyles = makeStyles({
  input: { width: '100%', maxWidth: '320px' },
  notes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  zone: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { flexShrink: 0 },
});

const defaultFormatDateTime = (iso: string, timeZone: string, locale: string | undefined) =>
  new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * A date and time of day picked in the author's time zone and handed over as
 * a UTC instant; under the field, the zone's name and the same moment in a
 * second zone. Built on the browser's datetime-local input.
 */
export const DateTimePicker = React.forwardRef<HTMLInputElement, DateTimePickerProps>(
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
      timeZone,
      secondaryTimeZone,
      min,
      max,
      locale,
      formatTimeZoneNote,
      formatZoneNote,
      formatDateTime = defaultFormatDateTime,
      size = 'medium',
    },
    ref,
  ) => {
    const styles = useStyles();
    const handleBlur = useFieldBlur(name, onBlur);
    const wall = value ? utcToZonedWallTime(value, timeZone) : '';
    const instant = value ? Date.parse(value) : NaN;
    const hasInstant = !Number.isNaN(instant);

    const zoneNote = formatTimeZoneNote?.(timeZoneDisplayName(timeZone, locale, hasInstant ? instant : undefined), timeZone);
    const secondaryNote =
      hasInstant && secondaryTimeZone && formatZoneNote
        ? formatZoneNote(formatDateTime(value, secondaryTimeZone, locale), timeZoneDisplayName(secondaryTimeZone, locale, instant))
        : undefined;
    const notes =
      hint || zoneNote || secondaryNote ? (
        <span className={styles.notes}>
          {hint && <span>{hint}</span>}
          {zoneNote && (
            <span className={styles.zone}>
              <GlobeClockRegular className={styles.icon} aria-hidden />
              {zoneNote}
            </span>
          )}
          {secondaryNote && <span>{secondaryNote}</span>}
        </span>
      ) : undefined;

    return (
      <Field
        {...fieldProps({ className, label, hint: notes, required, validationMessage, ruleHelp })}
        size={size}
        onBlur={handleBlur}
      >
        <Input
          ref={ref}
          className={styles.input}
          type="datetime-local"
          name={name}
          value={wall}
          min={min ? utcToZonedWallTime(min, timeZone) : undefined}
          max={max ? utcToZonedWallTime(max, timeZone) : undefined}
          disabled={disabled}
          onChange={(_, data) => onChange(data.value ? zonedWallTimeToUtc(data.value, timeZone) : '')}
        />
      </Field>
    );
  },
);
DateTimePicker.displayName = 'DateTimePicker';
