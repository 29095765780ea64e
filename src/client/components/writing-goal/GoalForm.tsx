import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, RadioGroup, TextField, useToast } from '@writers-center/design-system';
import type { WritingGoal } from '../../../domain/api/planner';
import type { GoalPeriod } from '../../../domain/writing-goal';
import { ApiError } from '../../lib/http';
import { lazySchema, useFieldProps, useFirstErrorFocus } from '../../lib/forms';
import { failureText } from '../../lib/http-messages';
import { saveWritingGoal } from './api/save-writing-goal';
import { goalForm as f } from './messages';

/** The goal's rules, loaded when the form first checks something; the server checks the same. */
const rules = lazySchema(() => import('../../../domain/schemas/writing-goal').then((r) => r.writingGoalSchema));

/** The zone the author's days are counted in: the browser's, as the other features send it. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface GoalValues {
  period: string;
  words: string;
}

const FIELDS = new Set<keyof GoalValues>(['period', 'words']);

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  words: { maxWidth: '12rem' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

function GoalFields({ failure, onCancel }: { failure?: string; onCancel?(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const formRef = React.useRef<HTMLFormElement>(null);
  const { isSubmitting, submitCount, isValid } = useFormikContext<GoalValues>();
  const period = useFieldProps<string>('period');
  const words = useFieldProps<string>('words');
  useFirstErrorFocus(formRef, submitCount, isValid);
  return (
    <Form ref={formRef} className={styles.form} noValidate>
      <RadioGroup
        {...period}
        label={intl.formatMessage(f.period)}
        required
        layout="horizontal"
        options={[
          { value: 'day', label: intl.formatMessage(f.perDay) },
          { value: 'week', label: intl.formatMessage(f.perWeek) },
        ]}
      />
      <TextField {...words} className={styles.words} label={intl.formatMessage(f.words)} hint={intl.formatMessage(f.wordsHint, { zone: browserZone().replace(/_/g, ' ') })} required inputMode="numeric" autoComplete="off" />
      {failure && (
        <Notice intent="error" role="alert">
          {failure}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={isSubmitting}>
          {intl.formatMessage(f.save)}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={isSubmitting}>
            {intl.formatMessage(f.cancel)}
          </Button>
        )}
        {isSubmitting && <Spinner size="tiny" label={intl.formatMessage(f.saving)} />}
      </div>
    </Form>
  );
}

/**
 * Sets or changes a novel's goal. The server's refusal of a field shows next to it; anything else
 * above the buttons; what was typed stays either way.
 */
export function GoalForm({ bookId, goal, onSaved, onCancel }: { bookId: number; goal?: WritingGoal; onSaved(goal: WritingGoal): void | Promise<void>; onCancel?(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const [failure, setFailure] = React.useState<string>();
  const initial: GoalValues = { period: goal?.period ?? 'day', words: goal?.period ? String(goal.words) : '' };
  return (
    <Formik<GoalValues>
      initialValues={initial}
      validate={(values) => rules.validate(values)}
      validateOnBlur
      onSubmit={async (values, { setErrors }) => {
        setFailure(undefined);
        try {
          const saved = await saveWritingGoal({ original_book_id: bookId, period: values.period as GoalPeriod, words: Number(values.words.trim()), time_zone: browserZone() });
          toast({ intent: 'success', title: intl.formatMessage(f.saved) });
          await onSaved(saved);
        } catch (err) {
          const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
          const own = fields.filter(([name]) => FIELDS.has(name as keyof GoalValues));
          if (own.length) setErrors(Object.fromEntries(own));
          // A refused zone (or anything not a field of this form) says so above the buttons.
          if (own.length < fields.length || !fields.length) setFailure(fields.find(([name]) => !FIELDS.has(name as keyof GoalValues))?.[1] ?? failureText(intl, err));
        }
      }}
    >
      <GoalFields failure={failure} onCancel={onCancel} />
    </Formik>
  );
}
