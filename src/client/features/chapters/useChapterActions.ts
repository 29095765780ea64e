import * as React from 'react';
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useToast } from '@writers-center/design-system';
import type { TextProblem } from '@writers-center/design-system/rich-text';
import type { ChapterSaved } from '../../../domain/api/chapters';
import type { SaveAction } from '../../../domain/chapter';
import { chapterDocFromText } from '../../../domain/chapter-doc';
import { ApiError } from '../../lib/http';
import { errorText } from '../../lib/forms';
import { formatDateTime } from '../../lib/dates';
import type { ChapterText } from './api/types';
import { problemsAt } from './text-problems';
import type { useChapterSaver } from './useChapterSaver';
import type { useChapterText } from './useChapterText';
import { askBeforePublishing } from './components/PublishConfirm';
import { desk as d, editor as e } from './messages';

type Form = FormikHelpers<ChapterText>;

interface Options {
  saver: ReturnType<typeof useChapterSaver>;
  text: ReturnType<typeof useChapterText>;
  /** the chapter is stored */
  stored: boolean;
  live: boolean;
  /** a save went through: the chapter's new state */
  onSaved(saved: ChapterSaved): void;
  /** opens the question before a first release */
  askToPublish(): void;
}

const DONE = { publish: e.published, update: e.editSucceeded, schedule: e.scheduled, unschedule: e.unscheduled, draft: e.draftSaved, autosave: e.draftSaved };

/**
 * The editor's explicit actions (save a draft, publish, schedule, unschedule): checked first where
 * they release something, each problem next to its field in the author's language, the places in
 * the text the server refused marked there.
 */
export function useChapterActions({ saver, text, stored, live, onSaved, askToPublish }: Options) {
  const intl = useIntl();
  const toast = useToast();
  /** an explicit publish or schedule was tried: from then on the fields say what is wrong as it changes */
  const [attempted, setAttempted] = React.useState(false);
  /** the form-level message of the last attempt, shown once beside the actions */
  const [formProblem, setFormProblem] = React.useState<{ text: string; intent: 'error' | 'info' }>();
  /** problems the server found at a place in the text (by block and offset), until the next save */
  const [serverProblems, setServerProblems] = React.useState<readonly TextProblem[]>();
  const [scheduleError, setScheduleError] = React.useState<string>();

  /** A publish or schedule attempt: this attempt's messages, at once, on the fields they are about. */
  const checkAttempt = async (form: Form) => {
    text.flush.current?.();
    const values = text.latest.current;
    setFormProblem(undefined);
    await form.setValues(values, false);
    setAttempted(true);
    // A submit marks every field (and runs no action: each has its own button).
    await form.submitForm();
    const errors = await form.validateForm(values);
    if (Object.keys(errors).length === 0) return true;
    // The summary, unless a field already says these very words (an empty text does).
    const summary = intl.formatMessage(e.checkContent);
    if (!Object.values(errors).some((error) => errorText(intl, error) === summary)) setFormProblem({ text: summary, intent: 'error' });
    return false;
  };

  /** The server refused: its messages next to their fields, the places in the text marked. */
  const refused = async (err: ApiError, values: ChapterText, form: Form) => {
    const at = problemsAt(err.data, values.doc ?? chapterDocFromText(values.content), (char) => intl.formatMessage(d.problemAt, { char }));
    if (at.length) setServerProblems(at);
    const { release_at: timeError, ...fields } = err.fields;
    setAttempted(true);
    await form.submitForm();
    form.setErrors(fields);
    if (timeError) setScheduleError(timeError);
    if (Object.keys(fields).length) setFormProblem({ text: err.desc || intl.formatMessage(e.checkContent), intent: 'error' });
  };

  /** An explicit save; validation problems land next to their fields, in the author's language. */
  const act = async (action: SaveAction, form: Form, release_at?: string) => {
    text.flush.current?.();
    const values = text.latest.current;
    setFormProblem(undefined);
    if (action === 'draft' && !stored && !values.title.trim() && !values.content.trim()) {
      // An empty new chapter is not stored: one message says so, and nothing else.
      setFormProblem({ text: intl.formatMessage(e.nothingToSave), intent: 'info' });
      return false;
    }
    if ((action === 'publish' || action === 'schedule') && !(await checkAttempt(form))) return false;
    try {
      const saved = await saver.save({ ...values, action, release_at });
      if (!saved) return false;
      setServerProblems(undefined);
      onSaved(saved);
      const done = DONE[action === 'publish' && live ? 'update' : action];
      toast({ intent: 'success', title: intl.formatMessage(done, { time: saved.release_at ? formatDateTime(saved.release_at) : '' }) });
      return true;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) await refused(err, values, form);
      return false;
    }
  };

  /** "Publish now": checked first, then asked once (unless the author said not to); an update goes to review unasked. */
  const publish = async (form: Form) => {
    if (live || !askBeforePublishing()) return void act('publish', form);
    if (await checkAttempt(form)) askToPublish();
  };

  return { attempted, formProblem, serverProblems, scheduleError, setScheduleError, act, publish };
}
