import * as React from 'react';
import { useIntl } from 'react-intl';
import { whenIdle } from '@writers-center/design-system';
import type { Editor } from '@writers-center/design-system/rich-text';
import type { ChapterSaved } from '../../../domain/api/chapters';
import { isLiveChapter, titleAfterNumber } from '../../../domain/chapter';
import { countWords } from '../../../domain/words';
import { lazySchema } from '../../lib/forms';
import { usePolicy } from '../../session';
import { preloadChapterDialogs, type ChapterPanel } from './components/ChapterDialogs';
import type { ChapterDeskDetail } from './api/types';
import { useChapterActions } from './useChapterActions';
import { useChapterRecord } from './useChapterRecord';
import { useChapterSaver } from './useChapterSaver';
import { serverText, useChapterText } from './useChapterText';
import { useFocusMode } from './useFocusMode';
import { useRefreshBookOnLeave } from './useRefreshBook';
import { isApple } from './useSaveShortcut';
import { editor as e } from './messages';

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

/** Everything the chapter editor keeps: the stored chapter, the text as typed, saving, the actions and what is open. */
export function useChapterEditor({ bookId, sectionId, chapter, defaultNotes, code: initialCode, onCreated }: ChapterEditorProps) {
  const intl = useIntl();
  const policy = usePolicy();
  // The rules load when the editor first checks something (lib/lazy-schema); the notes go out with the chapter, so a release is checked for them too.
  const rules = React.useMemo(
    () => lazySchema(() => import('../../../domain/schemas/chapter').then(({ chapterSchema, chapterNotesSchema }) => chapterSchema(policy, sectionId).concat(chapterNotesSchema({ sectionId })))),
    [policy, sectionId],
  );
  const initial = React.useMemo(() => serverText(chapter), [chapter]);
  const noteDefaults = { before: chapter?.default_note_before ?? defaultNotes?.before ?? null, after: chapter?.default_note_after ?? defaultNotes?.after ?? null };
  const record = useChapterRecord(chapter, initialCode);
  const [panel, setPanel] = React.useState<ChapterPanel | null>(null);
  const [finding, setFinding] = React.useState(false);
  const [editor, setEditor] = React.useState<Editor | null>(null);
  React.useEffect(() => whenIdle(preloadChapterDialogs, 5000), []);
  useRefreshBookOnLeave(bookId);
  const saver = useChapterSaver({
    bookId,
    chapterId: chapter?.original_chapter_id,
    version: chapter?.version,
    saved: initial,
    onCreated: (saved) => {
      record.created(saved, text.latest.current.title);
      onCreated?.(saved);
    },
  });
  const text = useChapterText(initial, saver.change);
  const status = record.status;
  const live = isLiveChapter(status);
  const onSaved = (saved: ChapterSaved) => record.saved(saved, text.latest.current.title);
  const actions = useChapterActions({ saver, text, stored: !!record.chapterId, live, onSaved, askToPublish: () => setPanel('publish') });
  const deleted = status === 'deleted' || saver.state.kind === 'deleted';
  const apple = React.useMemo(isApple, []);
  const { code } = record;
  // A live chapter's edit waiting (or refused) is compared in the history with what readers see.
  const released = React.useMemo(
    () => (chapter?.live_content != null ? { title: chapter.live_title ?? chapter.title, content: chapter.live_content, doc: chapter.live_content_doc, words: countWords(chapter.live_content, sectionId) } : null),
    [chapter, sectionId],
  );
  const formArea = React.useRef<HTMLFormElement>(null);
  const focus = useFocusMode(panel !== null || finding || saver.state.kind === 'conflict', formArea);
  /** "Chapter 12: The Open Door" from a title, without a number that repeats its own */
  const headingOf = (title: string) => {
    const rest = titleAfterNumber(title, code);
    return rest ? intl.formatMessage(e.editTitleNamed, { code, title: rest }) : intl.formatMessage(e.editTitle, { code });
  };
  return { policy, rules, initial, noteDefaults, record, panel, setPanel, finding, setFinding, editor, setEditor, saver, text, status, live, onSaved, actions, deleted, apple, code, released, formArea, focus, headingOf };
}
