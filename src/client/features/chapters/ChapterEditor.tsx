import type * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { CHINESE_SECTION } from '../../../domain/chapter';
import { chapterDocFromText } from '../../../domain/chapter-doc';
import type { ChapterText } from './api/types';
import { AuthorNotes } from './components/AuthorNotes';
import { ChapterActionsBar } from './components/ChapterActionsBar';
import { ChapterDialogs } from './components/ChapterDialogs';
import { ChapterFindBar } from './components/ChapterFindBar';
import { ChapterHeading } from './components/ChapterHeading';
import { ChapterStatusNotices } from './components/ChapterStatusNotices';
import { ChapterTextField, sectionLang } from './components/ChapterTextField';
import { DeskTools } from './components/DeskTools';
import { RecoverBanner } from './components/RecoverBanner';
import { TitleField } from './components/TitleField';
import { useChapterEditor, type ChapterEditorProps } from './useChapterEditor';
import { SaveShortcut } from './useSaveShortcut';
import { editor as e } from './messages';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  // Focus mode: the chapter alone over the page (the portal's frame, menu and header hidden under it).
  focus: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    overflowY: 'auto',
    maxWidth: 'none',
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: `max(${tokens.spacingHorizontalL}, calc((100vw - 820px) / 2))`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export type { ChapterEditorProps };

/** Find and replace from the keyboard while writing (the browser's own find cannot replace). */
const isFindKey = (event: React.KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'f' || event.key === 'h');

/** The chapter editor: title and text, autosave with its state, publish, schedule, history and conflicts. */
export function ChapterEditor(props: ChapterEditorProps) {
  const { bookId, bookTitle, sectionId, chapter, nextCode, prevTitle, onReload } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { policy, rules, initial, noteDefaults, record, panel, setPanel, finding, setFinding, editor, setEditor, saver, text, status, live, onSaved, actions, deleted, apple, code, released, formArea, focus, headingOf } = useChapterEditor(props);
  const range = policy.chapterContentWords;

  return (
    <Formik<ChapterText>
      initialValues={initial}
      validate={rules.validate}
      // Quiet while writing; after a publish or schedule attempt the messages follow every change.
      validateOnChange={actions.attempted}
      validateOnBlur={false}
      // Every action has its own button; Enter in the title field does not publish. (A promise, so
      // Formik ends the submit an attempt starts and "Publish now" stays available.)
      onSubmit={async () => undefined}
    >
      {(form) => (
        <Form ref={formArea} className={mergeClasses(styles.form, focus.on && styles.focus)} noValidate>
          {/* Not while the author is asked something else: a conflict, a date, the history, a deletion. */}
          <SaveShortcut onSave={() => void (!deleted && saver.state.kind !== 'conflict' && panel === null && actions.act('draft', form))} />
          <ChapterHeading
            focus={focus}
            // Once stored (the first save of a new chapter too), the heading names the chapter, not "new chapter".
            heading={record.chapterId ? headingOf(record.savedTitle) : intl.formatMessage(e.newTitle, { code })}
            typedHeading={headingOf(form.values.title)}
            bookId={bookId}
            bookTitle={bookTitle}
            prevTitle={prevTitle}
            status={status}
            saveState={saver.state}
            paid={!!chapter?.paid}
          />
          {!deleted && (
            <RecoverBanner
              storageKey={saver.localKey()}
              server={initial}
              serverVersion={chapter?.version ?? null}
              onRestore={(copy) => {
                // A copy based on an older version is saved against that version, so the server
                // answers 4009 and the author sees both texts instead of one silently replacing the other.
                if (copy.baseVersion !== null) saver.rebase(copy.baseVersion);
                const notesOf = copy.doc ? { note_before: copy.note_before ?? null, note_after: copy.note_after ?? null } : {};
                text.replace(form, { title: copy.title, content: copy.content, doc: copy.doc ?? chapterDocFromText(copy.content), ...notesOf }, false);
                saver.change(text.latest.current);
              }}
            />
          )}
          <ChapterStatusNotices deleted={deleted} status={status} live={live} releaseAt={record.releaseAt} reviewState={record.reviewState} rejectReason={chapter?.reject_reason} />
          {!deleted && (
            <ChapterActionsBar
              status={status}
              live={live}
              stored={!!record.chapterId}
              focused={focus.on}
              apple={apple}
              busy={form.isSubmitting}
              next={{ code: nextCode, href: () => `/mywork/addchapter/${bookId}/${nextCode}/${encodeURIComponent(text.latest.current.title)}` }}
              onSave={() => void actions.act('draft', form)}
              onSchedule={() => (actions.setScheduleError(undefined), setPanel('schedule'))}
              onUnschedule={() => void actions.act('unschedule', form)}
              onPublish={() => void actions.publish(form)}
              onHistory={() => setPanel('history')}
              onDelete={() => setPanel('delete')}
            />
          )}
          {actions.formProblem && (
            <Notice intent={actions.formProblem.intent} role={actions.formProblem.intent === 'error' ? 'alert' : 'status'} data-testid="form-problem">
              {actions.formProblem.text}
            </Notice>
          )}
          {!focus.on && <TitleField hint={intl.formatMessage(e.titleHint, { ...policy.chapterTitleWords })} disabled={deleted} onType={(title) => text.typed({ title })} />}
          {!deleted && <DeskTools bookId={bookId} apple={apple} finding={finding} focused={focus.on} onFind={() => setFinding(true)} onPreview={() => (text.flush.current?.(), setPanel('preview'))} onFocus={focus.enter} />}
          {finding && editor && <ChapterFindBar editor={editor} onClose={() => setFinding(false)} />}
          <div onKeyDown={(event) => isFindKey(event) && (event.preventDefault(), setFinding(true))}>
            <ChapterTextField
              key={text.generation}
              initialDoc={text.doc()}
              refocus={text.generation > 0}
              hint={intl.formatMessage(sectionId === CHINESE_SECTION ? e.contentHintChinese : e.contentHint, { ...range })}
              sectionId={sectionId}
              bookId={bookId}
              min={range.min}
              max={range.max}
              disabled={deleted}
              serverProblems={actions.serverProblems}
              flushRef={text.flush}
              onEditor={setEditor}
              onType={text.typed}
            />
          </div>
          {!focus.on && <AuthorNotes {...text.notes} sectionId={sectionId} default_note_before={noteDefaults.before} default_note_after={noteDefaults.after} disabled={deleted} onChange={text.noteTyped} />}
          <ChapterDialogs
            panel={panel}
            setPanel={setPanel}
            saver={saver}
            text={text}
            bookId={bookId}
            chapterId={record.chapterId}
            code={code}
            heading={(title) => headingOf(title)}
            lang={sectionLang(sectionId)}
            noteDefaults={noteDefaults}
            releaseAt={record.releaseAt}
            scheduleError={actions.scheduleError}
            released={released}
            onSchedule={(iso) => actions.act('schedule', form, iso)}
            onPublish={() => actions.act('publish', form)}
            onSaved={onSaved}
            onReload={onReload}
          />
        </Form>
      )}
    </Formik>
  );
}
