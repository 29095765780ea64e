import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Formik, Form, useFormikContext, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, ConfirmDialog, ErrorState, Select, SkeletonText, useToast } from '@writers-center/design-system';
import type { BookOptions, ContestInfo, NovelDetail } from '../../../../domain/api/novels';
import { ApiCode } from '../../../../domain/errors';
import { contestTakes } from '../../../../domain/novel';
import type { NovelInput } from '../../../../domain/schemas/novel';
import { ApiError } from '../../../lib/http';
import { applyServerErrors, lazySchema, useFieldProps, useFirstErrorFocus } from '../../../lib/forms';
import { DraftSaver, clearDraft, readDraft } from '../../../lib/form-draft';
import { ImageField } from '../../../lib/ImageField';
import { formatKilobytes } from '../../../lib/bytes';
import { useAppSelector } from '../../session';
import { selectLang } from '../../session';
import { usePolicy } from '../../session';
import { useBookOptions, useCategories, useSections } from '../api/get-reference';
import { addNovel, editNovel, uploadCover } from '../api/save-novel';
import { contest as c, form as m } from '../messages';
import { CategoryFields, GenreField, PublishingFields, RatingField, SectionField, TagsField, TextFields } from './NovelFields';
import { novelValues, type NovelValues } from './novel-values';

/** The contest select's value for none ('' is its placeholder). */
export const NO_CONTEST = 'none';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '760px' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalM, padding: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export type NovelFormProps =
  | {
      mode: 'create';
      eventId?: number;
      onSaved(id: number): void;
      onCancel(): void;
      /** creates the novel another way (with what is imported into it, in one request); answers its id */
      create?(input: NovelInput): Promise<number>;
      /** the submit button's words when `create` is given */
      submitLabel?: string;
    }
  | { mode: 'edit'; novel: NovelDetail; onSaved(id: number): void; onCancel(): void; onCoverChanged(): void; onReload(): void };

function ContestChoice({ contests }: { contests: readonly ContestInfo[] }) {
  const intl = useIntl();
  const field = useFieldProps<string>('contest_id');
  const { values, setFieldValue } = useFormikContext<NovelValues>();
  // Only contests this novel may join: its language and its category (a choice that is final).
  const open = contests.filter((x) => contestTakes(x, { section_id: Number(values.section_id), category_id: Number(values.category_id) }));
  // A contest chosen before the category changed is no choice any more.
  const stale = /^\d+$/.test(values.contest_id) && !open.some((x) => String(x.id) === values.contest_id);
  React.useEffect(() => {
    if (stale) void setFieldValue('contest_id', NO_CONTEST, false);
  }, [stale, setFieldValue]);
  if (!open.length) return null;
  return (
    <Select
      {...field}
      label={intl.formatMessage(m.contest)}
      hint={intl.formatMessage(m.contestHint)}
      options={[{ value: NO_CONTEST, label: intl.formatMessage(m.contestNone) }, ...open.map((x) => ({ value: String(x.id), label: x.name }))]}
    />
  );
}

function FirstErrorFocus({ formRef }: { formRef: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid } = useFormikContext();
  useFirstErrorFocus(formRef, submitCount, isValid);
  return null;
}

/**
 * The novel form for /addbook and /mywork/editbook: the shared Yup schema
 * checks it here (loaded on first use) and on the server; what the author types is kept on this
 * device until it is saved.
 */
export function NovelForm(props: NovelFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const lang = useAppSelector(selectLang);
  const policy = usePolicy();
  const sections = useSections(lang);
  const categories = useCategories(lang);
  const options = useBookOptions(lang);
  const formRef = React.useRef<HTMLFormElement>(null);
  const [pending, setPending] = React.useState<{ input: NovelInput; contest: ContestInfo; helpers: FormikHelpers<NovelValues> } | null>(null);
  const [stale, setStale] = React.useState(false);
  const novel = props.mode === 'edit' ? props.novel : undefined;
  const draftKey = novel ? `editbook:${novel.original_book_id}:${novel.version}` : `addbook:${props.mode === 'create' ? (props.eventId ?? '') : ''}`;
  const [restored, setRestored] = React.useState(() => readDraft<NovelValues>(draftKey));
  const [initialValues, setInitialValues] = React.useState<NovelValues>(() => restored ?? novelValues(novel));

  // The rules load when the form first checks something (lib/lazy-schema).
  const rules = React.useMemo(() => {
    if (!options.data) return undefined;
    const tagCategories = options.data.tag_categories.map((t) => ({ id: t.id, name: t.name, starred: t.starred, labelIds: t.labels.map((l) => l.id) }));
    return lazySchema(() => import('../../../../domain/schemas/novel').then(({ novelSchema }) => novelSchema({ policy, tagCategories })));
  }, [options.data, policy]);

  const failed = sections.error ?? categories.error ?? options.error;
  if (failed && !(sections.data && categories.data && options.data)) {
    return (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        description={failed instanceof ApiError ? failed.desc : undefined}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void Promise.all([sections.mutate(), categories.mutate(), options.mutate()])}
      />
    );
  }
  if (!sections.data || !categories.data || !options.data || !rules) return <SkeletonText label={intl.formatMessage(m.loading)} lines={8} />;
  const bookOptions: BookOptions = options.data;
  const sectionList = sections.data.list;
  const categoryList = categories.data.list;
  const eventId = props.mode === 'create' ? props.eventId : undefined;
  const eventContest = eventId === undefined ? undefined : bookOptions.contests.find((x) => x.id === eventId);

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
        if (result.review_status === 'pending' && props.novel.review_status === 'passed') toast({ intent: 'info', title: intl.formatMessage(m.reviewAgain) });
      } catch (err) {
        if (err instanceof ApiError && err.code === ApiCode.Conflict) setStale(true);
        else applyServerErrors(err, helpers.setErrors);
      }
      return;
    }
    const contestId = eventContest?.open ? eventContest.id : /^\d+$/.test(values.contest_id) ? Number(values.contest_id) : undefined;
    const contest = contestId ? bookOptions.contests.find((x) => x.id === contestId) : undefined;
    // Joining a contest is final: ask first.
    if (contest) setPending({ input, contest, helpers });
    else await create(input, undefined, helpers).catch(() => undefined);
  };

  const coverLimit = formatKilobytes(policy.imageMaxBytes, intl.locale);
  return (
    <>
      {restored && (
        <Notice
          intent="info"
          actions={
            <Button
              onClick={() => {
                clearDraft(draftKey);
                setInitialValues(novelValues(novel));
                // The notice has done its work: what is shown now is the saved novel.
                setRestored(undefined);
              }}
            >
              {intl.formatMessage(m.discardDraft)}
            </Button>
          }
        >
          {intl.formatMessage(m.draftRestored)}
        </Notice>
      )}
      {novel?.review_status === 'rejected' && novel.reject_reason && <Notice intent="warning">{intl.formatMessage(m.rejected, { reason: novel.reject_reason })}</Notice>}
      {eventId !== undefined && (
        <Notice intent={eventContest?.open ? 'info' : 'warning'}>
          {eventContest?.open ? intl.formatMessage(c.entering, { contest: eventContest.name }) : intl.formatMessage(c.unavailable)}
        </Notice>
      )}
      {stale && props.mode === 'edit' && (
        <Notice intent="error" actions={<Button onClick={props.onReload}>{intl.formatMessage(m.reload)}</Button>}>
          {intl.formatMessage(m.stale)}
        </Notice>
      )}
      <Formik<NovelValues> initialValues={initialValues} enableReinitialize validate={rules.validate} onSubmit={submit}>
        {({ isSubmitting, setFieldValue, values }) => (
          <Form ref={formRef} noValidate className={styles.form}>
            <DraftSaver storageKey={draftKey} />
            <FirstErrorFocus formRef={formRef} />
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{intl.formatMessage(m.basics)}</legend>
              <SectionField sections={sectionList} />
              <TextFields policy={policy} />
              <ImageField
                name="cover"
                label={intl.formatMessage(m.cover)}
                hint={intl.formatMessage(m.coverHint, { max: coverLimit })}
                previewAlt={intl.formatMessage(m.coverAlt, { title: values.title || intl.formatMessage(m.coverNew) })}
                maxBytes={policy.imageMaxBytes}
                currentUrl={novel?.cover_url ?? undefined}
                shape="cover"
                send={(file, opts) => uploadCover(file, { ...opts, novelId: novel?.original_book_id })}
                onUploaded={(result) => {
                  if (novel && props.mode === 'edit') props.onCoverChanged();
                  else void setFieldValue('cover_id', (result as { cover_id: string }).cover_id);
                }}
              />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{intl.formatMessage(m.classification)}</legend>
              <CategoryFields categories={categoryList} />
              <GenreField options={bookOptions} />
              <TagsField options={bookOptions} />
              <RatingField options={bookOptions} />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{intl.formatMessage(m.publishing)}</legend>
              <PublishingFields />
              {props.mode === 'create' && eventId === undefined && !props.create && <ContestChoice contests={bookOptions.contests} />}
            </fieldset>
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                {props.mode === 'create' && props.submitLabel ? props.submitLabel : intl.formatMessage(props.mode === 'create' ? m.create : m.save)}
              </Button>
              <Button type="button" onClick={props.onCancel}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? intl.formatMessage(c.joinTitle, { contest: pending.contest.name }) : ''}
        message={pending ? intl.formatMessage(c.createBody, { contest: pending.contest.name }) : ''}
        confirmLabel={intl.formatMessage(c.confirm)}
        cancelLabel={intl.formatMessage(c.cancel)}
        onConfirm={() => (pending ? create(pending.input, pending.contest.id, pending.helpers) : undefined)}
      />
    </>
  );
}
