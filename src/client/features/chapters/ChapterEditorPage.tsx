import * as React from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { SkeletonCard } from '@writers-center/design-system';
import useSWR from 'swr';
import type { ChapterDetail } from '../../../domain/api/chapters';
import type { NovelDetail } from '../../../domain/api/novels';
import { http } from '../../lib/http';
import { idFromText } from '../../../domain/ids';
import { NOVEL_PATH } from '../../api/get-novel';
import { PageFailure } from '../../lib/PageFailure';
import { CHAPTER_PATH } from './api/get-chapter';
import { ChapterEditor, type ChapterEditorProps } from './ChapterEditor';
import { richText } from './components/ChapterTextField';
import { editor as e, manage as nm } from './messages';

/** A look-up whose "not found" is an answer, not an error to show: the page decides what it means. */
const useQuiet = <T,>(path: string, query: Record<string, number> | null, fresh: boolean) =>
  useSWR<T>(query ? [path, query, 'quiet'] : null, ([p, q]: [string, Record<string, number>]) => http.quietGet<T>(p, q), {
    // The chapter is the editor's starting text: read once, not again under the author's hands.
    revalidateOnFocus: false,
    revalidateIfStale: fresh,
    shouldRetryOnError: false,
  });

/**
 * /mywork/addchapter/{original_book_id}/{next_chapter_code}[/{prev_chapter_title}] adds a chapter;
 * /mywork/addchapter/{original_chapter_id}[/{next_chapter_code}] edits one. One segment is a
 * chapter; three are a novel. Two are either: the novel is looked up first, quietly, and wins
 * when its next chapter code is the address's (the "Write chapter" links); else the chapter is
 * looked up and wins when its code matches; with neither, the novel (a code gone stale), else the
 * chapter. A look-up that finds nothing is no
 * error of its own.
 */
/** A novel as the editor reads it: with its default author's notes once the API gives them. */
type NovelWithNotes = NovelDetail & { default_note_before?: string | null; default_note_after?: string | null };

export default function ChapterEditorPage() {
  const intl = useIntl();
  // The editor's code (Tiptap) comes while the chapter's data does, not after it.
  React.useEffect(() => richText.preload(), []);
  const location = useLocation();
  const params = useParams();
  const id = idFromText(params.id);
  const nextCode = idFromText(params.next_chapter_code);
  const bookForm = nextCode !== undefined;
  const ambiguous = bookForm && params.prev_chapter_title === undefined;
  const novel = useQuiet<NovelDetail>(NOVEL_PATH, bookForm && id ? { original_book_id: id } : null, true);
  const novelSettled = !bookForm || novel.data !== undefined || novel.error !== undefined;
  const novelMatches = !!novel.data && novel.data.next_chapter_code === nextCode;
  // Two segments are asked as a novel first (what the portal's own links mean); the chapter only
  // when no novel has that next code, so a novel's address asks for no chapter that is not there.
  const askChapter = !bookForm || (ambiguous && novelSettled && !novelMatches);
  const chapter = useQuiet<ChapterDetail>(CHAPTER_PATH, askChapter && id ? { original_chapter_id: id } : null, false);
  const chapterSettled = !askChapter || chapter.data !== undefined || chapter.error !== undefined;
  // Whose next chapter code is in the address decides; else a novel (its code may be stale), else a chapter.
  const chapterMatches = !!chapter.data && chapter.data.next_chapter_code === nextCode;
  const chapterMode = !bookForm || (ambiguous && !novelMatches && (chapterMatches || !novel.data));
  if (id && (!novelSettled || !chapterSettled) && !novelMatches) {
    return <SkeletonCard label={intl.formatMessage(e.loading)} />;
  }
  const editorKey = location.pathname;

  const failure = chapterMode ? chapter.error : novel.error;
  if (!id || (failure && !(chapterMode ? chapter.data : novel.data))) {
    return (
      <PageFailure
        error={id ? failure : undefined}
        missingTitle={intl.formatMessage(e.notFound)}
        failedTitle={intl.formatMessage(e.loadFailed)}
        backHref="/mywork"
        backLabel={intl.formatMessage(nm.back)}
        onRetry={() => void (chapterMode ? chapter.mutate() : novel.mutate())}
      />
    );
  }

  const c = chapterMode ? chapter.data : undefined;
  const n: NovelWithNotes | undefined = chapterMode ? undefined : novel.data;
  // Editing a chapter, or adding one to a novel: the same editor with what each form of the route knows.
  const props: ChapterEditorProps | undefined = c
    ? {
        bookId: c.original_book_id,
        bookTitle: c.book_title,
        sectionId: c.section_id,
        chapter: c,
        code: c.chapter_code,
        nextCode: nextCode ?? c.next_chapter_code,
        onReload: () => void chapter.mutate(),
      }
    : n && {
        bookId: n.original_book_id,
        bookTitle: n.title,
        sectionId: n.section_id,
        code: n.next_chapter_code,
        nextCode: n.next_chapter_code + 1,
        prevTitle: params.prev_chapter_title,
        defaultNotes: { before: n.default_note_before ?? null, after: n.default_note_after ?? null },
        // The new chapter's own address, so a reload opens it; the editor (and what is being
        // typed) stays as it is, which a router navigation would remount.
        onCreated: (saved) =>
          window.history.replaceState(window.history.state, '', `/mywork/addchapter/${saved.original_chapter_id}`),
      };
  if (!props) return <SkeletonCard label={intl.formatMessage(e.loading)} />;
  return <ChapterEditor key={editorKey} {...props} />;
}
