import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Formik, Form, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@writers-center/design-system';
import type { BookOptions, CategoryOption, LanguageSection } from '../../../domain/api/novels';
import type { SitePolicy } from '../../../domain/limits';
import { useFirstErrorFocus } from '../../lib/forms';
import { DraftSaver, clearDraft, readDraft } from '../../lib/form-draft';
import { ImageField } from '../../lib/ImageField';
import { formatKilobytes } from '../../lib/bytes';
import { uploadCover } from './api/upload-cover';
import { contest as c, form as m } from './messages';
import { ContestChoice } from './ContestChoice';
import { CategoryFields, GenreField, PublishingFields, RatingField, SectionField, TagsField, TextFields } from './NovelFields';
import { NovelFormNotices } from './NovelFormNotices';
import type { NovelFormProps } from './NovelForm';
import { novelValues, type NovelValues } from './novel-values';
import { useNovelSave, type NovelFormRules } from './useNovelSave';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '760px' },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    marginBlockEnd: tokens.spacingVerticalM,
    padding: 0,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

function FirstErrorFocus({ formRef }: { formRef: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid } = useFormikContext();
  useFirstErrorFocus(formRef, submitCount, isValid);
  return null;
}

/** The novel form once its reference data and rules are in: notices, the three groups of fields, and the contest's confirmation. */
export function NovelFormView({
  form: props,
  policy,
  sections,
  categories,
  bookOptions,
  rules,
}: {
  form: NovelFormProps;
  policy: SitePolicy;
  sections: LanguageSection[];
  categories: CategoryOption[];
  bookOptions: BookOptions;
  rules: NovelFormRules;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const formRef = React.useRef<HTMLFormElement>(null);
  const novel = props.mode === 'edit' ? props.novel : undefined;
  const draftKey = novel
    ? `editbook:${novel.original_book_id}:${novel.version}`
    : `addbook:${props.mode === 'create' ? (props.eventId ?? '') : ''}`;
  const [restored, setRestored] = React.useState(() => readDraft<NovelValues>(draftKey));
  const [initialValues, setInitialValues] = React.useState<NovelValues>(() => restored ?? novelValues(novel));
  const eventId = props.mode === 'create' ? props.eventId : undefined;
  const eventContest = eventId === undefined ? undefined : bookOptions.contests.find((x) => x.id === eventId);
  const { submit, create, pending, setPending, stale } = useNovelSave(props, {
    draftKey,
    rules,
    contests: bookOptions.contests,
    eventContest,
  });
  const coverLimit = formatKilobytes(policy.imageMaxBytes, intl.locale);

  return (
    <>
      <NovelFormNotices
        restored={!!restored}
        onDiscard={() => {
          clearDraft(draftKey);
          setInitialValues(novelValues(novel));
          // The notice has done its work: what is shown now is the saved novel.
          setRestored(undefined);
        }}
        novel={novel}
        eventId={eventId}
        eventContest={eventContest}
        onReload={stale && props.mode === 'edit' ? props.onReload : undefined}
      />
      <Formik<NovelValues> initialValues={initialValues} enableReinitialize validate={rules.validate} onSubmit={submit}>
        {({ isSubmitting, setFieldValue, values }) => (
          <Form ref={formRef} noValidate className={styles.form}>
            <DraftSaver storageKey={draftKey} />
            <FirstErrorFocus formRef={formRef} />
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{intl.formatMessage(m.basics)}</legend>
              <SectionField sections={sections} />
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
              <CategoryFields categories={categories} />
              <GenreField options={bookOptions} />
              <TagsField options={bookOptions} />
              <RatingField options={bookOptions} />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{intl.formatMessage(m.publishing)}</legend>
              <PublishingFields />
              {props.mode === 'create' && eventId === undefined && !props.create && (
                <ContestChoice contests={bookOptions.contests} />
              )}
            </fieldset>
            <div className={styles.actions}>
              <Button
                type="submit"
                appearance="primary"
                disabled={isSubmitting}
                icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
              >
                {props.mode === 'create' && props.submitLabel
                  ? props.submitLabel
                  : intl.formatMessage(props.mode === 'create' ? m.create : m.save)}
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
