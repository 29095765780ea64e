import * as React from 'react';
import { Button, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, Select, TextArea } from '@writers-center/design-system';
import type { AnnouncementWire } from '../../../../domain/api/announcements';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_KINDS } from '../../../../domain/announcement';
import { LOCALES, LOCALE_NAMES } from '../../../../domain/locales';
import { applyServerErrors, errorText, lazySchema, useFieldProps, useFirstErrorFocus } from '../../../lib/forms';
import { failureText } from '../../../lib/http-messages';
import { ALL_NOVELS, type AnnouncementValues } from '../announcement-values';
import { m } from '../messages';

/** The announcement's rules, loaded when the form first checks something (lib/lazy-schema). */
export const announcementRules = lazySchema(() => import('../../../../domain/schemas/announcement').then((r) => r.announcementSchema));

const countChars = (text: string) => [...text].length;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** A day of the announcement: a date input bound to the form, its error next to it. */
function DayField({ name, label, hint, required }: { name: 'starts_on' | 'ends_on'; label: string; hint?: string; required: boolean }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? errorText(intl, meta.error) : undefined;
  return (
    <Field label={label} hint={hint} required={required} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Input type="date" name={name} value={field.value} onChange={(_, d) => void helpers.setValue(d.value)} onBlur={() => void helpers.setTouched(true)} />
    </Field>
  );
}

function AnnouncementFields({ novels, editing, failure, onCancel }: { novels: readonly { id: number; title: string }[]; editing: boolean; failure?: string; onCancel(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const formRef = React.useRef<HTMLFormElement>(null);
  const { values, isSubmitting, submitCount, isValid } = useFormikContext<AnnouncementValues>();
  useFirstErrorFocus(formRef, submitCount, isValid);
  const novel = useFieldProps<string>('original_book_id');
  const kind = useFieldProps<string>('kind');
  const lang = useFieldProps<string>('lang');
  const body = useFieldProps<string>('body');
  const hiatus = values.kind === 'hiatus';
  const novelOptions = [{ value: ALL_NOVELS, label: intl.formatMessage(m.allMyNovels) }, ...novels.map((n) => ({ value: String(n.id), label: n.title }))];
  return (
    <Form ref={formRef} className={styles.form} noValidate aria-label={intl.formatMessage(editing ? m.editTitle : m.newTitle)}>
      <Notice intent="info">{intl.formatMessage(m.note)}</Notice>
      <div className={styles.row}>
        <Select {...novel} label={intl.formatMessage(m.novel)} options={novelOptions} />
        <Select {...kind} label={intl.formatMessage(m.kind)} required placeholder={intl.formatMessage(m.kindPlaceholder)} options={ANNOUNCEMENT_KINDS.map((k) => ({ value: k, label: intl.formatMessage(m[`kind_${k}`]) }))} />
        <Select {...lang} label={intl.formatMessage(m.lang)} required options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))} />
      </div>
      <TextArea
        {...body}
        label={intl.formatMessage(m.body)}
        required
        rows={5}
        maxLength={ANNOUNCEMENT_BODY_MAX}
        countWords={countChars}
        maxWords={ANNOUNCEMENT_BODY_MAX}
        countLabel={(count, _min, max) => intl.formatMessage(m.count, { count, max: max ?? ANNOUNCEMENT_BODY_MAX })}
      />
      {hiatus && <Notice intent="warning">{intl.formatMessage(m.hiatusNote)}</Notice>}
      <div className={styles.row}>
        <DayField name="starts_on" label={intl.formatMessage(hiatus ? m.hiatusStartsOn : m.startsOn)} hint={hiatus ? undefined : intl.formatMessage(m.datesHint)} required={hiatus} />
        <DayField name="ends_on" label={intl.formatMessage(hiatus ? m.hiatusEndsOn : m.endsOn)} required={hiatus} />
      </div>
      {failure && (
        <Notice intent="error" role="alert">
          {failure}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={isSubmitting}>
          {intl.formatMessage(editing ? m.saveChanges : m.publish)}
        </Button>
        <Button type="button" disabled={isSubmitting} onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
        {isSubmitting && <Spinner size="tiny" label={intl.formatMessage(m.saving)} />}
      </div>
    </Form>
  );
}

export interface AnnouncementFormProps {
  initial: AnnouncementValues;
  /** the live announcement being edited, if it is an edit */
  editing?: AnnouncementWire;
  novels: readonly { id: number; title: string }[];
  /** sends the values; a refusal it throws is shown: a field's next to it, any other above the buttons */
  onSave(values: AnnouncementValues): Promise<void>;
  onCancel(): void;
}

/** Writes or edits an announcement; what the author typed stays when saving fails. */
export function AnnouncementForm({ initial, editing, novels, onSave, onCancel }: AnnouncementFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = React.useState<string>();
  const submit = async (values: AnnouncementValues, helpers: FormikHelpers<AnnouncementValues>) => {
    setFailure(undefined);
    try {
      await onSave(values);
    } catch (err) {
      if (!applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void)) setFailure(intl.formatMessage(m.failed, { reason: failureText(intl, err) }));
    }
  };
  return (
    <Formik<AnnouncementValues> initialValues={initial} validate={(values) => announcementRules.validate(values)} onSubmit={submit}>
      <AnnouncementFields novels={novels} editing={!!editing} failure={failure} onCancel={onCancel} />
    </Formik>
  );
}
