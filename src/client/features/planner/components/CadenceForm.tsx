import * as React from 'react';
import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, setIn, useField, useFormikContext, type FormikErrors } from 'formik';
import type { KeyedMutator } from 'swr';
import { useIntl } from 'react-intl';
import { Checkbox, Notice, Select, useToast } from '@writers-center/design-system';
import type { Plan } from '../../../../domain/api/planner';
import { PLATFORM_TIME_ZONE } from '../../../../domain/chapter';
import { ApiError } from '../../../lib/http';
import { errorText, lazySchema, useFieldProps, useFirstErrorFocus } from '../../../lib/forms';
import { failureText } from '../../../lib/http-messages';
import { saveCadence } from '../api/save-cadence';
import { cadenceValues, formErrors, saveBody, timeZones, type CadenceValues } from '../cadence-values';
import { m } from '../messages';
import { DaySlots } from './DaySlots';

/** The cadence's rules, loaded when the form first checks something (lib/lazy-schema). */
const rules = lazySchema(() => import('../cadence-rules').then((r) => r.cadenceSchema));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  zones: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  platform: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground2 },
  days: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, border: 'none' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalXS },
  pause: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** A day of the rest: a date input bound to the form, its error next to it. */
function PauseDay({ name, label }: { name: 'pause_from' | 'pause_to'; label: string }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? errorText(intl, meta.error) : undefined;
  return (
    <Field label={label} required validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Input type="date" name={name} value={field.value} onChange={(_, d) => void helpers.setValue(d.value)} onBlur={() => void helpers.setTouched(true)} />
    </Field>
  );
}

/** The zone select beside the platform's zone, whose day decides attendance. */
function ZoneFields() {
  const intl = useIntl();
  const styles = useStyles();
  const zone = useFieldProps<string>('time_zone');
  const options = React.useMemo(() => timeZones(zone.value).map((z) => ({ value: z, label: z.replace(/_/g, ' ') })), [zone.value]);
  return (
    <div className={styles.zones}>
      <Select {...zone} label={intl.formatMessage(m.zone)} required options={options} />
      <div className={styles.platform}>
        <Text weight="semibold">{intl.formatMessage(m.platformZone)}</Text>
        <Text>{PLATFORM_TIME_ZONE}</Text>
        <Text size={200} className={styles.muted}>
          {intl.formatMessage(m.platformHint)}
        </Text>
      </div>
    </div>
  );
}

function CadenceFields({ failure, now }: { failure?: string; now: Date }) {
  const intl = useIntl();
  const styles = useStyles();
  const formRef = React.useRef<HTMLFormElement>(null);
  const { values, isSubmitting, submitCount, isValid, errors } = useFormikContext<CadenceValues>();
  const paused = useFieldProps<boolean>('paused');
  useFirstErrorFocus(formRef, submitCount, isValid);
  const daysError = typeof errors.days === 'string' ? errorText(intl, errors.days) : undefined;
  return (
    <Form ref={formRef} className={styles.form} noValidate>
      <ZoneFields />
      <fieldset className={styles.days}>
        <legend className={styles.legend}>{intl.formatMessage(m.weekdays)}</legend>
        {values.days.every((t) => t.length === 0) && <Text className={styles.muted}>{intl.formatMessage(m.noSlots)}</Text>}
        {/* Monday first: the week as most authors plan it. */}
        {[1, 2, 3, 4, 5, 6, 0].map((weekday) => (
          <DaySlots key={weekday} weekday={weekday} now={now} />
        ))}
        {daysError && <Text role="alert" className={styles.muted}>{daysError}</Text>}
      </fieldset>
      <Checkbox {...paused} label={intl.formatMessage(m.pause)} />
      {values.paused && (
        <div className={styles.pause}>
          <PauseDay name="pause_from" label={intl.formatMessage(m.pauseFrom)} />
          <PauseDay name="pause_to" label={intl.formatMessage(m.pauseTo)} />
        </div>
      )}
      {failure && <Notice intent="error">{failure}</Notice>}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={isSubmitting}>
          {intl.formatMessage(m.save)}
        </Button>
        {isSubmitting && <Spinner size="tiny" label={intl.formatMessage(m.saving)} />}
      </div>
    </Form>
  );
}

/** The cadence: weekdays and times in the author's zone, and a rest; saving re-flows the queue's dates. */
export function CadenceForm({ plan, mutate, now }: { plan: Plan; mutate: KeyedMutator<Plan>; now: Date }) {
  const intl = useIntl();
  const toast = useToast();
  const [failure, setFailure] = React.useState<string>();
  // Only the cadence's own fields: a queue change must not reset what is being typed.
  const cadence = JSON.stringify({ time_zone: plan.time_zone, slots: plan.slots, pause: plan.pause });
  const initial = React.useMemo(() => cadenceValues(JSON.parse(cadence) as Pick<Plan, 'time_zone' | 'slots' | 'pause'>), [cadence]);
  return (
    <Formik<CadenceValues>
      initialValues={initial}
      enableReinitialize
      validate={(values) => rules.validate(values)}
      onSubmit={async (values, { setErrors }) => {
        setFailure(undefined);
        try {
          const next = await saveCadence(saveBody(plan.original_book_id, values));
          await mutate(next, { revalidate: false });
          toast({ intent: 'success', title: intl.formatMessage(m.saved) });
        } catch (err) {
          const fields = err instanceof ApiError ? formErrors(err.fields, values) : {};
          // `days.1.0` names a nested field: Formik's errors have the form's shape.
          if (Object.keys(fields).length) setErrors(Object.entries(fields).reduce<FormikErrors<CadenceValues>>((all, [name, message]) => setIn(all, name, message), {}));
          else setFailure(failureText(intl, err));
        }
      }}
    >
      <CadenceFields failure={failure} now={now} />
    </Formik>
  );
}
