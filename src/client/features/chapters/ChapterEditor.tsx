import * as React from 'react';
import { Button, makeStyles, mergeClasses, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { CalendarClockRegular, DeleteRegular, DocumentAddRegular, EyeRegular, FullScreenMaximizeRegular, FullScreenMinimizeRegular, HistoryRegular, SaveRegular, SearchRegular, SendRegular, CalendarCancelRegular } from '@fluentui/react-icons';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Notice, ConfirmDialog, Hint, PageHeader, TextField, loadable, useToast, whenIdle } from '@writers-center/design-system';
import type { Editor, TextProblem } from '@writers-center/design-system/rich-text';
import type { ChapterSaved } from '../../../domain/api/chapters';
import { CHINESE_SECTION, isLiveChapter, titleAfterNumber, type ChapterStatus, type SaveAction } from '../../../domain/chapter';
import { chapterDocFromText } from '../../../domain/chapter-doc';
import { countWords } from '../../../domain/words';
import { ApiError } from '../../lib/http';
import { errorText, lazySchema, useFieldProps } from '../../lib/forms';
import { formatDateTime } from '../../lib/dates';
import { WorkBadge } from '../../lib/status';
import { usePolicy } from '../session';
import { deleteChapter, getVersion, restoreVersion, type ChapterDeskDetail, type ChapterText } from './api/chapter-api';
import { AuthorNotes } from './components/AuthorNotes';
import { ChapterFindBar } from './components/ChapterFindBar';
import { ChapterTextField, sectionLang } from './components/ChapterTextField';
import { problemsAt } from './text-problems';
import { useFocusMode } from './use-focus-mode';
import { RecoverBanner } from './components/RecoverBanner';
import { SaveStateText } from './components/SaveStateText';
import { useChapterSaver } from './use-chapter-saver';
import { SaveShortcut, isApple } from './use-save-shortcut';
import { useRefreshBookOnLeave } from './use-refresh-book';
import { desk as d, editor as e, history as h } from './messages';
import { LinkButton } from '../../lib/LinkButton';

// The schedule dialog, the conflict dialog and the history drawer (with Fluent's Dialog, Drawer,
// focus trap and motion) load when the browser is idle or when first opened, not with the editor.
const scheduleDialog = loadable<React.ComponentProps<typeof import('./components/ScheduleDialog').ScheduleDialog>>(() => import('./components/ScheduleDialog').then((m) => ({ default: m.ScheduleDialog })));
const conflictDialog = loadable<React.ComponentProps<typeof import('./components/ConflictDialog').ConflictDialog>>(() => import('./components/ConflictDialog').then((m) => ({ default: m.ConflictDialog })));
const versionHistory = loadable<React.ComponentProps<typeof import('./components/VersionHistory').VersionHistory>>(() => import('./components/VersionHistory').then((m) => ({ default: m.VersionHistory })));
const previewDialog = loadable<React.ComponentProps<typeof import('./components/PreviewDialog').PreviewDialog>>(() => import('./components/PreviewDialog'));
const dontAskAgain = loadable<React.ComponentProps<typeof import('./components/DontAskAgain').DontAskAgain>>(() => import('./components/DontAskAgain').then((m) => ({ default: m.DontAskAgain })));
const preloadDialogs = () => {
  scheduleDialog.preload();
  dontAskAgain.preload();
  conflictDialog.preload();
  versionHistory.preload();
  previewDialog.preload();
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  // The actions stay in reach at the top while the page scrolls: a bar fixed at the bottom covered
  // the text field's hint, its live word count and its error, which all sit under the field.
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    position: 'sticky',
    top: `calc(-1 * ${tokens.spacingHorizontalXXL})`,
    zIndex: 1,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  desk: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
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
  focusHeader: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  focusTitle: { margin: 0, flexGrow: 1, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
});

export interface ChapterEditorProps {
  bookId: number;
  bookTitle: string;
  sectionId: number;
  chapter?: ChapterDeskDetail;
  /** the novel's default notes (for a new chapter; a chapter's own answer carries them) */
  defaultNotes?: { before: string | null; after: string | null };
  code: number;
  nextCode: number;
  prevTitle?: string;
  onCreated?(saved: ChapterSaved): void;
  onReload?(): void;
}

function TitleField({ hint, disabled, onType }: { hint: string; disabled: boolean; onType(title: string): void }) {
  const intl = useIntl();
  const field = useFieldProps<string>('title');
  return (
    <TextField
      {...field}
      onChange={(value: string) => {
        onType(value);
        field.onChange(value);
      }}
      label={intl.formatMessage(e.title)}
      hint={hint}
      required
      disabled={disabled}
    />
  );
}

/** The author ticked "don't ask again" before "Publish now" (kept on this device). */
export const PUBLISH_CONFIRM_OFF_KEY = 'wc_publish_no_confirm';
const askBeforePublishing = () => {
  try {
    return localStorage.getItem(PUBLISH_CONFIRM_OFF_KEY) !== '1';
  } catch {
    return true;
  }
};

/** A reason quoted inside a sentence loses its own final full stop, so the sentence has one. */
export const withoutFinalStop = (text: string) => text.trim().replace(/[.。．]+$/u, '');

/** The chapter editor: title and text, autosave with its state, publish, schedule, history and conflicts. */
export function ChapterEditor({ bookId, bookTitle, sectionId, chapter, defaultNotes, code: initialCode, nextCode, prevTitle, onCreated, onReload }: ChapterEditorProps) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const toast = useToast();
  const policy = usePolicy();
  // The rules load when the editor first checks something (lib/lazy-schema).
  // The notes go out with the chapter, so a release is checked for them too.
  const rules = React.useMemo(
    () => lazySchema(() => import('../../../domain/schemas/chapter').then(({ chapterSchema, chapterNotesSchema }) => chapterSchema(policy, sectionId).concat(chapterNotesSchema({ sectionId })))),
    [policy, sectionId],
  );
  const initial = React.useMemo<ChapterText>(
    () => ({
      title: chapter?.title ?? '',
      content: chapter?.content ?? '',
      doc: chapter?.content_doc ?? chapterDocFromText(chapter?.content ?? ''),
      note_before: chapter?.note_before ?? null,
      note_after: chapter?.note_after ?? null,
    }),
    [chapter],
  );
  const noteDefaults = { before: chapter?.default_note_before ?? defaultNotes?.before ?? null, after: chapter?.default_note_after ?? defaultNotes?.after ?? null };
  const [status, setStatus] = React.useState<ChapterStatus>(chapter?.status ?? 'draft');
  const [releaseAt, setReleaseAt] = React.useState(chapter?.release_at ?? null);
  const [reviewState, setReviewState] = React.useState(chapter?.updated_content_status ?? null);
  const [chapterId, setChapterId] = React.useState(chapter?.original_chapter_id);
  /** The title as last stored, for the heading (what is typed shows in the field). */
  const [savedTitle, setSavedTitle] = React.useState(chapter?.title ?? '');
  const [scheduling, setScheduling] = React.useState(false);
  const [scheduleError, setScheduleError] = React.useState<string>();
  const [showHistory, setShowHistory] = React.useState(false);
  const [previewing, setPreviewing] = React.useState(false);
  const [finding, setFinding] = React.useState(false);
  const [editor, setEditor] = React.useState<Editor | null>(null);
  /** problems the server found at a place in the text (by block and offset), until the next save */
  const [serverProblems, setServerProblems] = React.useState<readonly TextProblem[]>();
  /** hands over what was typed since the last pause (set by the text field) */
  const flushText = React.useRef<(() => void) | undefined>(undefined);
  const PreviewDialog = previewDialog.useComponent(previewing);
  React.useEffect(() => whenIdle(preloadDialogs, 5000), []);
  const ScheduleDialog = scheduleDialog.useComponent(scheduling);
  const VersionHistory = versionHistory.useComponent(showHistory);
  // Where the focus goes back when the schedule dialog or the history closes.
  const restoreFocus = useRestoreFocusTarget();
  const [deleting, setDeleting] = React.useState(false);
  const [code, setCode] = React.useState(initialCode);
  /** an explicit publish or schedule was tried: from then on the fields say what is wrong as it changes */
  const [attempted, setAttempted] = React.useState(false);
  /** the form-level message of the last attempt, shown once beside the actions */
  const [formProblem, setFormProblem] = React.useState<{ text: string; intent: 'error' | 'info' }>();
  const [confirmingPublish, setConfirmingPublish] = React.useState(false);
  const DontAskAgain = dontAskAgain.useComponent(confirmingPublish);
  const [dontAsk, setDontAsk] = React.useState(false);

  useRefreshBookOnLeave(bookId);
  const saver = useChapterSaver({
    bookId,
    chapterId: chapter?.original_chapter_id,
    version: chapter?.version,
    saved: initial,
    onCreated: (saved) => {
      setChapterId(saved.original_chapter_id);
      setSavedTitle(latest.current.title);
      setCode(saved.chapter_code);
      onCreated?.(saved);
    },
  });
  const ConflictDialog = conflictDialog.useComponent(saver.state.kind === 'conflict');
  /** The text as typed, ahead of the form by up to FORM_SYNC_MS; every action and save reads it. */
  const latest = React.useRef<ChapterText>(initial);
  /** how many times a text came from outside the fields: the text field's key */
  const [textGeneration, setTextGeneration] = React.useState(0);
  /** The notes as typed, for the fields (the text itself is the editor's). */
  const [notes, setNotes] = React.useState({ note_before: initial.note_before ?? null, note_after: initial.note_after ?? null });
  const typed = (text: Partial<ChapterText>) => {
    latest.current = { ...latest.current, ...text };
    saver.change(latest.current);
  };
  /** Text from outside the fields: shown, and the base of what comes next. */
  const replaceText = (form: FormikHelpers<ChapterText>, text: ChapterText, reset: boolean) => {
    // The editor shows what was typed; another document replaces it (and any hand-over still pending).
    if (JSON.stringify(text.doc) !== JSON.stringify(latest.current.doc) || text.content !== latest.current.content) setTextGeneration((g) => g + 1);
    // Notes the new text does not carry (a copy kept before notes existed) stay as they are.
    const next: ChapterText = {
      ...text,
      note_before: text.note_before !== undefined ? text.note_before : (latest.current.note_before ?? null),
      note_after: text.note_after !== undefined ? text.note_after : (latest.current.note_after ?? null),
    };
    latest.current = next;
    setNotes({ note_before: next.note_before ?? null, note_after: next.note_after ?? null });
    if (reset) form.resetForm({ values: next });
    else void form.setValues(next, false);
  };
  const deleted = status === 'deleted' || saver.state.kind === 'deleted';
  const apple = React.useMemo(isApple, []);
  const live = isLiveChapter(status);
  const range = policy.chapterContentWords;
  const titleRange = policy.chapterTitleWords;

  const applySaved = (saved: ChapterSaved) => {
    setSavedTitle(latest.current.title);
    setStatus(saved.status);
    setReleaseAt(saved.release_at);
    setReviewState(saved.updated_content_status);
  };

  /** A publish or schedule attempt: this attempt's messages, at once, on the fields they are about. */
  const checkAttempt = async (helpers: FormikHelpers<ChapterText>) => {
    flushText.current?.();
    const values = latest.current;
    setFormProblem(undefined);
    await helpers.setValues(values, false);
    setAttempted(true);
    // A submit marks every field (and runs no action: each has its own button).
    await helpers.submitForm();
    const errors = await helpers.validateForm(values);
    if (Object.keys(errors).length === 0) return true;
    // The summary, unless a field already says these very words (an empty text does).
    const summary = intl.formatMessage(e.checkContent);
    if (!Object.values(errors).some((error) => errorText(intl, error) === summary)) setFormProblem({ text: summary, intent: 'error' });
    return false;
  };

  /** "Publish now": checked first, then asked once (unless the author said not to); an update goes to review unasked. */
  const publish = async (helpers: FormikHelpers<ChapterText>) => {
    if (live || !askBeforePublishing()) return void act('publish', helpers);
    if (!(await checkAttempt(helpers))) return;
    setDontAsk(false);
    setConfirmingPublish(true);
  };

  /** An explicit save; validation problems land next to their fields, in the author's language. */
  const act = async (action: SaveAction, helpers: FormikHelpers<ChapterText>, release_at?: string) => {
    flushText.current?.();
    const values = latest.current;
    setFormProblem(undefined);
    if (action === 'draft' && !chapterId && !values.title.trim() && !values.content.trim()) {
      // An empty new chapter is not stored: one message says so, and nothing else.
      setFormProblem({ text: intl.formatMessage(e.nothingToSave), intent: 'info' });
      return false;
    }
    if ((action === 'publish' || action === 'schedule') && !(await checkAttempt(helpers))) return false;
    try {
      const saved = await saver.save({ ...values, action, release_at });
      if (!saved) return false;
      setServerProblems(undefined);
      applySaved(saved);
      const done =
        action === 'publish'
          ? live
            ? e.editSucceeded
            : e.published
          : action === 'schedule'
            ? e.scheduled
            : action === 'unschedule'
              ? e.unscheduled
              : e.draftSaved;
      toast({ intent: 'success', title: intl.formatMessage(done, { time: saved.release_at ? formatDateTime(saved.release_at) : '' }) });
      return true;
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) {
        const at = problemsAt(err.data, values.doc ?? chapterDocFromText(values.content), (char) => intl.formatMessage(d.problemAt, { char }));
        if (at.length) setServerProblems(at);
        const { release_at: timeError, ...fields } = err.fields;
        setAttempted(true);
        await helpers.submitForm();
        helpers.setErrors(fields);
        if (timeError) setScheduleError(timeError);
        if (Object.keys(fields).length) setFormProblem({ text: err.desc || intl.formatMessage(e.checkContent), intent: 'error' });
      }
      return false;
    }
  };

  const titleHint = intl.formatMessage(e.titleHint, { ...titleRange });
  const contentHint = intl.formatMessage(sectionId === CHINESE_SECTION ? e.contentHintChinese : e.contentHint, { ...range });
  // Once stored (the first save of a new chapter too), the heading names the chapter, not "new chapter":
  // its number and its stored title (without a number that repeats its own).
  const storedTitle = titleAfterNumber(savedTitle, code);
  // A live chapter's edit waiting (or refused) is compared in the history with what readers see.
  const released = React.useMemo(
    () => (chapter?.live_content != null ? { title: chapter.live_title ?? chapter.title, content: chapter.live_content, doc: chapter.live_content_doc, words: countWords(chapter.live_content, sectionId) } : null),
    [chapter, sectionId],
  );
  const formArea = React.useRef<HTMLFormElement>(null);
  const focus = useFocusMode(scheduling || showHistory || deleting || previewing || confirmingPublish || finding || saver.state.kind === 'conflict', formArea);
  /** "Chapter 12: The Open Door" from the title as typed, for the preview and focus mode's header */
  const typedHeading = (title: string) => {
    const rest = titleAfterNumber(title, code);
    return rest ? intl.formatMessage(e.editTitleNamed, { code, title: rest }) : intl.formatMessage(e.editTitle, { code });
  };
  const heading = !chapterId
    ? intl.formatMessage(e.newTitle, { code })
    : storedTitle
      ? intl.formatMessage(e.editTitleNamed, { code, title: storedTitle })
      : intl.formatMessage(e.editTitle, { code });

  return (
    <Formik<ChapterText>
      initialValues={initial}
      validate={rules.validate}
      // Quiet while writing; after a publish or schedule attempt the messages follow every change.
      validateOnChange={attempted}
      validateOnBlur={false}
      // Every action has its own button; Enter in the title field does not publish. (A promise, so
      // Formik ends the submit an attempt starts and "Publish now" stays available.)
      onSubmit={async () => undefined}
    >
      {(form) => {
        return (
          <Form ref={formArea} className={mergeClasses(styles.form, focus.on && styles.focus)} noValidate>
            <SaveShortcut
              onSave={() => {
                // Not while the author is asked something else: a conflict, a date, the history, a deletion.
                const busy = deleted || saver.state.kind === 'conflict' || scheduling || showHistory || deleting || previewing;
                if (!busy) void act('draft', form);
              }}
            />
            {focus.on && (
              <div className={styles.focusHeader}>
                <h1 className={styles.focusTitle}>{typedHeading(form.values.title)}</h1>
                <Button appearance="subtle" icon={<FullScreenMinimizeRegular />} onClick={focus.leave}>
                  {intl.formatMessage(d.leaveFocus)}
                </Button>
              </div>
            )}
            {!focus.on && <PageHeader
              title={heading}
              description={prevTitle ? `${bookTitle} · ${intl.formatMessage(e.afterChapter, { title: prevTitle })}` : bookTitle}
              backHref={`/mywork/manageworks/${bookId}`}
              backLabel={intl.formatMessage(e.back)}
              meta={[
                { key: 'status', label: intl.formatMessage(e.status), value: <WorkBadge status={status} /> },
                { key: 'save', label: intl.formatMessage(e.saveState), value: <SaveStateText state={saver.state} /> },
                ...(chapter?.paid ? [{ key: 'paid', value: intl.formatMessage(e.paid) }] : []),
              ]}
            />}
            {!deleted && (
              <RecoverBanner
                storageKey={saver.localKey()}
                server={initial}
                serverVersion={chapter?.version ?? null}
                onRestore={(copy) => {
                  // A copy based on an older version is saved against that version, so the server
                  // answers 4009 and the author sees both texts instead of one silently replacing the other.
                  if (copy.baseVersion !== null) saver.rebase(copy.baseVersion);
                  const doc = copy.doc ?? chapterDocFromText(copy.content);
                  const notesOf = copy.doc ? { note_before: copy.note_before ?? null, note_after: copy.note_after ?? null } : {};
                  replaceText(form, { title: copy.title, content: copy.content, doc, ...notesOf }, false);
                  saver.change(latest.current);
                }}
              />
            )}
            {deleted && (
              <Notice intent="error">{intl.formatMessage(e.isDeleted)}</Notice>
            )}
            {!deleted && reviewState === 'pending_review' && (
              <Notice intent="info">{intl.formatMessage(e.underReview)}</Notice>
            )}
            {!deleted && reviewState === 'rejected' && chapter?.reject_reason && (
              <Notice intent="warning">{intl.formatMessage(e.rejected, { reason: withoutFinalStop(chapter.reject_reason) })}</Notice>
            )}
            {!deleted && status === 'scheduled' && releaseAt && (
              <Notice intent="info">{intl.formatMessage(e.scheduledFor, { time: formatDateTime(releaseAt) })}</Notice>
            )}
            {!deleted && live && !reviewState && (
              <Notice intent="info">{intl.formatMessage(e.liveNote)}</Notice>
            )}
            {!deleted && (
              <div className={styles.actions}>
                <Hint content={intl.formatMessage(e.saveShortcut, { keys: apple ? '⌘S' : intl.formatMessage(e.ctrlS) })} relationship="description">
                  <Button icon={<SaveRegular />} aria-keyshortcuts={apple ? 'Meta+S' : 'Control+S'} onClick={() => void act('draft', form)}>
                    {intl.formatMessage(e.saveDraft)}
                  </Button>
                </Hint>
                {!live && (
                  <Button {...restoreFocus} icon={<CalendarClockRegular />} onClick={() => (setScheduleError(undefined), setScheduling(true))}>
                    {intl.formatMessage(e.schedule)}
                  </Button>
                )}
                {status === 'scheduled' && (
                  <Button icon={<CalendarCancelRegular />} onClick={() => void act('unschedule', form)}>
                    {intl.formatMessage(e.unschedule)}
                  </Button>
                )}
                <Button
                  appearance="primary"
                  icon={<SendRegular />}
                  disabled={form.isSubmitting}
                  onClick={() => void publish(form)}
                >
                  {intl.formatMessage(live ? e.submitUpdate : e.publish)}
                </Button>
                <span className={styles.spacer} />
                {chapterId && !focus.on && (
                  <Button {...restoreFocus} icon={<HistoryRegular />} onClick={() => setShowHistory(true)}>
                    {intl.formatMessage(e.history)}
                  </Button>
                )}
                {live && !focus.on && (
                  <LinkButton icon={<DocumentAddRegular />} href={`/mywork/addchapter/${bookId}/${nextCode}/${encodeURIComponent(latest.current.title)}`}>
                    {intl.formatMessage(e.nextChapter, { code: nextCode })}
                  </LinkButton>
                )}
                {chapterId && !focus.on && (status === 'draft' || status === 'scheduled') && (
                  <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(true)}>
                    {intl.formatMessage(e.delete)}
                  </Button>
                )}
              </div>
            )}
            {formProblem && (
              <Notice intent={formProblem.intent} role={formProblem.intent === 'error' ? 'alert' : 'status'} data-testid="form-problem">{formProblem.text}</Notice>
            )}
            {!focus.on && <TitleField hint={titleHint} disabled={deleted} onType={(title) => typed({ title })} />}
            {!deleted && (
              // The desk's own actions sit with the text they act on, after the title: the actions bar
              // above keeps what saving and releasing need a few keyboard stops from the page's start.
              <div className={styles.desk}>
                <Button icon={<SearchRegular />} aria-keyshortcuts={apple ? 'Meta+F' : 'Control+F'} aria-expanded={finding} onClick={() => setFinding(true)}>
                  {intl.formatMessage(d.findReplace)}
                </Button>
                <Button
                  {...restoreFocus}
                  icon={<EyeRegular />}
                  onClick={() => {
                    flushText.current?.();
                    setPreviewing(true);
                  }}
                >
                  {intl.formatMessage(d.preview)}
                </Button>
                {!focus.on && (
                  <Button icon={<FullScreenMaximizeRegular />} onClick={focus.enter}>
                    {intl.formatMessage(d.focus)}
                  </Button>
                )}
              </div>
            )}
            {finding && editor && <ChapterFindBar editor={editor} onClose={() => setFinding(false)} />}
            <div
              onKeyDown={(event) => {
                // Find and replace from the keyboard while writing (the browser's own find cannot replace).
                if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'f' || event.key === 'h')) {
                  event.preventDefault();
                  setFinding(true);
                }
              }}
            >
              <ChapterTextField
                key={textGeneration}
                initialDoc={latest.current.doc ?? chapterDocFromText(latest.current.content)}
                refocus={textGeneration > 0}
                hint={contentHint}
                sectionId={sectionId}
                bookId={bookId}
                min={range.min}
                max={range.max}
                disabled={deleted}
                serverProblems={serverProblems}
                flushRef={flushText}
                onEditor={setEditor}
                onType={(text) => typed(text)}
              />
            </div>
            {!focus.on && (
              <AuthorNotes
                {...notes}
                sectionId={sectionId}
                default_note_before={noteDefaults.before}
                default_note_after={noteDefaults.after}
                disabled={deleted}
                onChange={(change) => {
                  setNotes((n) => ({ ...n, ...change }));
                  typed(change);
                }}
              />
            )}
            {PreviewDialog && (
              <PreviewDialog
                open={previewing}
                onClose={() => setPreviewing(false)}
                title={typedHeading(latest.current.title)}
                doc={latest.current.doc ?? chapterDocFromText(latest.current.content)}
                noteBefore={notes.note_before ?? noteDefaults.before}
                noteAfter={notes.note_after ?? noteDefaults.after}
                lang={sectionLang(sectionId)}
              />
            )}
            {ScheduleDialog && (
              <ScheduleDialog
                open={scheduling}
                initial={releaseAt}
                serverError={scheduleError}
                onCancel={() => setScheduling(false)}
                onSchedule={async (iso) => {
                  if (await act('schedule', form, iso)) setScheduling(false);
                }}
              />
            )}
            {ConflictDialog && saver.state.kind === 'conflict' && (
              <ConflictDialog
                mine={latest.current}
                theirs={saver.state.theirs}
                onChoose={(choice) => {
                  const text = saver.resolve(choice);
                  if (text && choice === 'theirs') replaceText(form, text, true);
                }}
              />
            )}
            {VersionHistory && chapterId && (
              <VersionHistory
                chapterId={chapterId}
                open={showHistory}
                onClose={() => setShowHistory(false)}
                current={latest.current.content}
                currentDoc={latest.current.doc}
                released={released}
                onRestore={async (version) => {
                  const saved = await restoreVersion(chapterId, saver.version(), version);
                  const old = await getVersion(chapterId, version);
                  const text = { ...latest.current, title: old.title, content: old.content ?? '', doc: old.content_doc ?? chapterDocFromText(old.content ?? '') };
                  saver.adopt({ version: saved.version, text });
                  replaceText(form, text, true);
                  applySaved(saved);
                  setShowHistory(false);
                  toast({ intent: 'success', title: intl.formatMessage(h.restored, { version }) });
                }}
              />
            )}
            <ConfirmDialog
              open={confirmingPublish}
              onOpenChange={setConfirmingPublish}
              title={intl.formatMessage(e.publishTitle, { code })}
              message={
                <>
                  <p>{intl.formatMessage(e.publishBody)}</p>
                  {DontAskAgain && <DontAskAgain label={intl.formatMessage(e.dontAskAgain)} value={dontAsk} onChange={setDontAsk} />}
                </>
              }
              confirmLabel={intl.formatMessage(e.publishConfirm)}
              cancelLabel={intl.formatMessage(e.cancel)}
              onConfirm={async () => {
                if (dontAsk) {
                  try {
                    localStorage.setItem(PUBLISH_CONFIRM_OFF_KEY, '1');
                  } catch {
                    /* asked again next time */
                  }
                }
                await act('publish', form);
              }}
            />
            <ConfirmDialog
              open={deleting}
              onOpenChange={setDeleting}
              title={intl.formatMessage(e.deleteTitle, { code })}
              message={intl.formatMessage(e.deleteBody)}
              confirmLabel={intl.formatMessage(e.delete)}
              cancelLabel={intl.formatMessage(e.cancel)}
              onConfirm={async () => {
                await deleteChapter(chapterId!);
                toast({ intent: 'success', title: intl.formatMessage(e.deleted) });
                onReload?.();
                navigate(`/mywork/manageworks/${bookId}`);
              }}
            />
          </Form>
        );
      }}
    </Formik>
  );
}
