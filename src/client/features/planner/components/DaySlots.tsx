import { Button, Field, Input, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { PLATFORM_TIME_ZONE } from '../../../../domain/chapter';
import { errorText } from '../../../lib/forms';
import { nextSlotInstant, type CadenceValues } from '../cadence-values';
import { m } from '../messages';

const useStyles = makeStyles({
  day: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, paddingBlock: tokens.spacingVerticalXS },
  toggle: { minWidth: '140px', justifyContent: 'flex-start' },
  times: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  time: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXXS },
  input: { width: '120px' },
  // A long message wraps under its time rather than pushing the day's other times away.
  field: { maxWidth: '240px' },
  dayError: { flexBasis: '100%', color: tokens.colorPaletteRedForeground1 },
});

/** The weekday's name in the author's language (1 Jan 2023 was a Sunday). */
export const weekdayName = (intl: ReturnType<typeof useIntl>, weekday: number, width: 'long' | 'short' = 'long') =>
  intl.formatDate(Date.UTC(2023, 0, 1 + weekday), { weekday: width, timeZone: 'UTC' });

/** A time of the day; under it, the platform's day and time it lands on (the platform's day decides attendance). */
function SlotTime({ weekday, index, now, dayError }: { weekday: number; index: number; now: Date; dayError: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const name = `days.${weekday}.${index}`;
  const [field, meta, helpers] = useField<string>(name);
  const { values, submitCount, setFieldValue } = useFormikContext<CadenceValues>();
  const day = weekdayName(intl, weekday);
  const at = nextSlotInstant(weekday, field.value, values.time_zone, now);
  const platform = at ? intl.formatDate(at, { timeZone: PLATFORM_TIME_ZONE, weekday: 'short', hour: 'numeric', minute: '2-digit' }) : undefined;
  // A rule of the whole day (the same time twice) is said once, under the day: not by each time.
  const error = !dayError && (meta.touched || submitCount > 0) && meta.error ? errorText(intl, meta.error) : undefined;
  const remove = () => void setFieldValue(`days.${weekday}`, values.days[weekday].filter((_, i) => i !== index));
  return (
    <div className={styles.time}>
      <Field
        className={styles.field}
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
        hint={platform ? intl.formatMessage(m.platformTime, { time: platform, zone: PLATFORM_TIME_ZONE }) : undefined}
      >
        <Input className={styles.input} type="time" name={name} value={field.value} onChange={(_, d) => void helpers.setValue(d.value)} onBlur={() => void helpers.setTouched(true)} aria-label={intl.formatMessage(m.timeLabel, { n: index + 1, day })} />
      </Field>
      <Button appearance="subtle" icon={<DismissRegular />} aria-label={intl.formatMessage(m.removeTime, { time: field.value || '—', day })} onClick={remove} />
    </div>
  );
}

/** The time an hour after `time` (a second release the same day), or '' to type one. */
const hourAfter = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? `${String((Number(time.slice(0, 2)) + 1) % 24).padStart(2, '0')}${time.slice(2)}` : '');

/** One weekday: a toggle that turns it on (with a first time) or off, and its times with add and remove. */
export function DaySlots({ weekday, now }: { weekday: number; now: Date }) {
  const intl = useIntl();
  const styles = useStyles();
  const { values, errors, setFieldValue } = useFormikContext<CadenceValues>();
  const times = values.days[weekday];
  const dayRule = Array.isArray(errors.days) && typeof errors.days[weekday] === 'string' ? (errors.days[weekday] as string) : undefined;
  const day = weekdayName(intl, weekday);
  // A new day starts at the first time the week already has, else the evening.
  const firstTime = values.days.flat()[0] ?? '20:00';
  const toggle = () => void setFieldValue(`days.${weekday}`, times.length ? [] : [firstTime]);
  return (
    <div className={styles.day} role="group" aria-label={day}>
      <ToggleButton className={styles.toggle} checked={times.length > 0} onClick={toggle} appearance={times.length ? 'primary' : 'secondary'}>
        {day}
      </ToggleButton>
      {times.length > 0 && (
        <div className={styles.times}>
          {times.map((_, index) => (
            <SlotTime key={index} weekday={weekday} index={index} now={now} dayError={!!dayRule} />
          ))}
          <Button appearance="transparent" icon={<AddRegular />} onClick={() => void setFieldValue(`days.${weekday}`, [...times, hourAfter(times[times.length - 1])])}>
            {intl.formatMessage(m.addTimeShort)}
          </Button>
        </div>
      )}
      {dayRule && (
        <Text role="alert" className={styles.dayError}>
          {errorText(intl, dayRule)}
        </Text>
      )}
    </div>
  );
}
