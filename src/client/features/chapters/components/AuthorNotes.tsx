import * as React from 'react';
import { Checkbox, Field, Textarea, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { noteCharacterProblem } from '../../../../domain/chapter';
import { useFieldProps } from '../../../lib/forms';
import { desk as d } from '../messages';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', border: 'none', margin: 0, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  hint: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground2 },
  note: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  fallback: { color: tokens.colorNeutralForeground2, whiteSpace: 'pre-wrap' },
});

export interface AuthorNotesValue {
  /** the chapter's own note; null: the novel's default */
  note_before: string | null;
  note_after: string | null;
}

export interface AuthorNotesProps extends AuthorNotesValue {
  /** the novel's section: which characters a note may hold (the chapter text's rule) */
  sectionId: number;
  default_note_before: string | null;
  default_note_after: string | null;
  disabled: boolean;
  onChange(change: Partial<AuthorNotesValue>): void;
}

/** The most a note holds (the API's own limit on a note). */
export const NOTE_MAX_LENGTH = 2000;

function Note({ name, label, value, fallback, sectionId, disabled, onChange }: { name: keyof AuthorNotesValue; label: string; value: string | null; fallback: string | null; sectionId: number; disabled: boolean; onChange(value: string | null): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const field = useFieldProps<string | null>(name);
  const useDefault = value === null;
  // What the author wrote stays while they try the default, so unticking brings it back.
  const own = React.useRef(value ?? '');
  // Readers get the note with the chapter: a character its text may not hold is named as it is typed,
  // as the text marks its own; the form's (and the server's) messages otherwise, once a release was tried.
  const problem = useDefault ? undefined : noteCharacterProblem(value, sectionId);
  const message = problem ? intl.formatMessage({ id: problem.id }, problem.values) : field.validationMessage;
  const change = (next: string | null) => {
    field.onChange(next);
    onChange(next);
  };
  return (
    <div className={styles.note}>
      <Field label={label} validationMessage={message} validationState={message ? 'error' : 'none'}>
        <Textarea
          value={useDefault ? (fallback ?? '') : value}
          disabled={disabled || useDefault}
          maxLength={NOTE_MAX_LENGTH}
          resize="vertical"
          onChange={(_, data) => {
            own.current = data.value;
            change(data.value);
          }}
        />
      </Field>
      <Checkbox label={intl.formatMessage(d.useDefault)} checked={useDefault} disabled={disabled} onChange={(_, data) => change(data.checked ? null : own.current)} />
      {useDefault && !fallback && <Text className={styles.fallback}>{intl.formatMessage(d.noDefault)}</Text>}
    </div>
  );
}

/**
 * The author's notes before and after the chapter: the chapter's own, or the novel's default (shown,
 * not editable here). Readers see them around the chapter; they are never counted as words.
 */
export function AuthorNotes({ note_before, note_after, sectionId, default_note_before, default_note_after, disabled, onChange }: AuthorNotesProps) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{intl.formatMessage(d.notes)}</legend>
      <Text className={styles.hint}>{intl.formatMessage(d.notesHint)}</Text>
      <Note name="note_before" label={intl.formatMessage(d.noteBefore)} value={note_before} fallback={default_note_before} sectionId={sectionId} disabled={disabled} onChange={(v) => onChange({ note_before: v })} />
      <Note name="note_after" label={intl.formatMessage(d.noteAfter)} value={note_after} fallback={default_note_after} sectionId={sectionId} disabled={disabled} onChange={(v) => onChange({ note_after: v })} />
    </fieldset>
  );
}
