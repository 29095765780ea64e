import * as React from 'react';
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useToast } from '@writers-center/design-system';
import type { ContestInfo } from '../../../domain/api/novels';
import { ApiCode } from '../../../domain/errors';
import type { NovelInput, novelSchema } from '../../../domain/schemas/novel';
import { ApiError } from '../../lib/http';
import { applyServerErrors, type LazySchema } from '../../lib/forms';
import { clearDraft } from '../../lib/form-draft';
import { addNovel } from './api/add-novel';
import { editNovel } from './api/edit-novel';
import { form as m } from './messages';
import type { NovelFormProps } from './NovelForm';
import type { NovelValues } from './novel-values';

/** The novel's rules, loaded when the form first checks something (lib/lazy-schema). */
export type NovelFormRules = LazySchema<ReturnType<typeof novelSchema>>;

/** A new novel waiting for the author to confirm the contest it joins (a choice that is final). */
export interface PendingNovel {
  input: NovelInput;
  contest: ContestInfo;
  helpers: FormikHelpers<NovelValues>;
}

/**
 * What the novel form's submit does: an edit is saved (a conflict says the novel changed
 * elsewhere); a new novel is created, once a contest it joins is confirmed. What was typed is
 * forgotten on this device once saved.
 */
export function useNovelSave(
  props: NovelFormProps,
  {
    draftKey,
    rules,
    contests,
    eventContest,
  }: { draftKey: string; rules: NovelFormRules; contests: readonly ContestInfo[]; eventContest: ContestInfo | undefined },
) {
  const intl = useIntl();
  const toast = useToast();
  const [pending, setPending] = React.useState<PendingNovel | null>(null);
  const [stale, setStale] = React.useState(false);

  const done = (id: number, message: string) => {
    clearDraft(draftKey);
    toast({ intent: 'success', title: message });
    props.onSaved(id);
  };

  const create = async (input: NovelInput, contestId: number | undefined, helpers: FormikHelpers<NovelValues>) => {
    try {
      if (props.mode === 'create' && props.create) {
        // The caller says what was done (its own message): only the kept draft of the form goes.
        const id = await props.create(input);
        clearDraft(draftKey);
        props.onSaved(id);
        return;
      }
      const result = await addNovel({ ...input, ...(contestId ? { event_id: contestId } : {}) });
      done(result.original_book_id, intl.formatMessage(m.created));
    } catch (err) {
      applyServerErrors(err, helpers.setErrors);
      throw err;
    }
  };

  const submit = async (values: NovelValues, helpers: FormikHelpers<NovelValues>) => {
    const input: NovelInput = await rules.cast(values, { stripUnknown: true });
    if (props.mode === 'edit') {
      try {
        const result = await editNovel(props.novel.original_book_id, props.novel.version, input);
        done(props.novel.original_book_id, intl.formatMessage(m.modified));
        if (result.review_status === 'pending' && props.novel.review_status === 'passed')
          toast({ intent: 'info', title: intl.formatMessage(m.reviewAgain) });
      } catch (err) {
        if (err instanceof ApiError && err.code === ApiCode.Conflict) setStale(true);
        else applyServerErrors(err, helpers.setErrors);
      }
      return;
    }
    const contestId = eventContest?.open
      ? eventContest.id
      : /^\d+$/.test(values.contest_id)
        ? Number(values.contest_id)
        : undefined;
    const contest = contestId ? contests.find((x) => x.id === contestId) : undefined;
    // Joining a contest is final: ask first.
    if (contest) setPending({ input, contest, helpers });
    else await create(input, undefined, helpers).catch(() => undefined);
  };

  return { submit, create, pending, setPending, stale };
}
