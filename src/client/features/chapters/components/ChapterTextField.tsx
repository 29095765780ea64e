import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice, SkeletonCard, loadableModule } from '@writers-center/design-system';
import type { Editor, RichTextLabels, TextProblem } from '@writers-center/design-system/rich-text';
import { chapterDocToText, normalizeChapterDoc, type ChapterDoc } from '../../../../domain/chapter-doc';
import { forbiddenInChapterDoc } from '../../../../domain/chapter';
import { LANGUAGE_SECTIONS } from '../../../../domain/novel';
import { paragraphCounter } from '../../../../domain/words';
import { useFieldProps } from '../../../lib/forms';
import { pastedHtmlToDoc } from '../clean-paste';
import { problemsOf } from '../text-problems';
import { desk as d, editor as e } from '../messages';
import { WordTarget } from './WordTarget';

/** Tiptap and ProseMirror, fetched with the editor's page (preloaded while its data loads), never with another page. */
export const richText = loadableModule(() => import('@writers-center/design-system/rich-text'));

/** How long the editor waits after a keystroke before it reads the document for the form, the count and the rules. */
export const TEXT_SYNC_MS = 300;

const useStyles = makeStyles({
  count: { color: tokens.colorNeutralForeground2 },
  over: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface ChapterTextFieldProps {
  /** the novel, whose word target the progress shows */
  bookId: number;
  /** the document the field starts with; another one comes with a new `key` */
  initialDoc: ChapterDoc;
  sectionId: number;
  min: number;
  max: number;
  hint: string;
  disabled: boolean;
  /** take the focus when mounted if nothing has it (a text set from a dialog) */
  refocus: boolean;
  /** problems the server reported, by block and offset; until the text changes */
  serverProblems?: readonly TextProblem[];
  /** the document and its text, when typing pauses (or at once, through `flush`) */
  onType(text: { doc: ChapterDoc; content: string }): void;
  /** the editor, for the find bar; null when it goes */
  onEditor?(editor: Editor | null): void;
  /** set to a function that hands over what is typed now, for actions that cannot wait for the pause */
  flushRef: React.MutableRefObject<(() => void) | undefined>;
}

/** The language tag of a novel's section, for the spelling checker. */
export const sectionLang = (sectionId: number) => LANGUAGE_SECTIONS.find((s) => s.section_id === sectionId)?.lang;

/**
 * The chapter text in the rich editor. The editor keeps the document: a keystroke renders nothing in
 * React even with 6000 words. When typing pauses, the document is read once, normalised to the
 * chapter schema, and handed to the chapter editor (saves, local copy), to the form (the rules) and
 * to the count; the characters the rules refuse are marked where they are.
 */
export function ChapterTextField({ bookId, initialDoc, sectionId, min, max, hint, disabled, refocus, serverProblems, onType, onEditor, flushRef }: ChapterTextFieldProps) {
  const intl = useIntl();
  const styles = useStyles();
  const field = useFieldProps<string>('content');
  const { module, failed, retry } = richText.useLoad();
  const editorRef = React.useRef<Editor | null>(null);
  const timer = React.useRef<number | undefined>(undefined);
  const count = React.useMemo(() => paragraphCounter(sectionId), [sectionId]);
  const [words, setWords] = React.useState(() => count(chapterDocToText(initialDoc)));
  const [problems, setProblems] = React.useState<readonly TextProblem[]>(() => serverProblems ?? []);
  const onTypeRef = React.useRef(onType);
  onTypeRef.current = onType;
  const setContent = field.onChange;

  const problemOf = React.useCallback(
    (doc: ChapterDoc): TextProblem[] => problemsOf(doc, forbiddenInChapterDoc(doc, sectionId), (char) => intl.formatMessage(d.problemAt, { char })),
    [intl, sectionId],
  );
  React.useEffect(() => setProblems(problemOf(initialDoc)), [problemOf, initialDoc]);
  React.useEffect(() => {
    if (serverProblems?.length) setProblems(serverProblems);
  }, [serverProblems]);

  const read = React.useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const editor = editorRef.current;
    if (!editor) return;
    const doc = normalizeChapterDoc(editor.getJSON());
    const content = chapterDocToText(doc);
    setWords(count(content));
    setProblems((before) => {
      const now = problemOf(doc);
      return JSON.stringify(now) === JSON.stringify(before) ? before : now;
    });
    onTypeRef.current({ doc, content });
    setContent(content);
  }, [count, problemOf, setContent]);
  React.useEffect(() => {
    flushRef.current = () => {
      if (timer.current !== undefined) read();
    };
    return () => {
      flushRef.current = undefined;
    };
  }, [flushRef, read]);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const labels = React.useMemo<RichTextLabels>(
    () => ({
      toolbar: intl.formatMessage(d.toolbar),
      bold: intl.formatMessage(d.bold),
      italic: intl.formatMessage(d.italic),
      underline: intl.formatMessage(d.underline),
      strike: intl.formatMessage(d.strike),
      sceneBreak: intl.formatMessage(d.sceneBreak),
      quote: intl.formatMessage(d.quote),
      center: intl.formatMessage(d.center),
      undo: intl.formatMessage(d.undo),
      redo: intl.formatMessage(d.redo),
    }),
    [intl],
  );

  if (failed) {
    return (
      <Notice intent="error" actions={<Button onClick={retry}>{intl.formatMessage(e.retry)}</Button>}>
        {intl.formatMessage(d.editorFailed)}
      </Notice>
    );
  }
  if (!module) return <SkeletonCard label={intl.formatMessage(d.editorLoading)} />;
  const { RichTextEditor } = module;
  const over = words > max;
  return (
    <>
      <RichTextEditor
        value={initialDoc}
        label={intl.formatMessage(e.content)}
        hint={hint}
        required
        disabled={disabled}
        validationMessage={field.validationMessage}
        ruleHelp={field.ruleHelp}
        labels={labels}
        lang={sectionLang(sectionId)}
        pasteHtml={pastedHtmlToDoc}
        problems={problems}
        status={
          <span className={over ? styles.over : styles.count} data-testid="word-count">
            {intl.formatMessage(e.wordCount, { count: words, min, max })}
          </span>
        }
        onEditor={(editor) => {
          editorRef.current = editor;
          onEditor?.(editor);
          if (editor && refocus && (!document.activeElement || document.activeElement === document.body)) editor.commands.focus('end');
        }}
        onChange={() => {
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(read, TEXT_SYNC_MS);
        }}
      />
      <WordTarget bookId={bookId} words={words} fallback={min} />
      {problems.length > 0 && (
        <Notice intent="warning" role="status">
          {intl.formatMessage(d.problems, { count: problems.length })}
        </Notice>
      )}
    </>
  );
}
