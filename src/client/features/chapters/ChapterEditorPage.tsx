import * as React from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErrorState, PageHeader, SkeletonCard } from '@writers-center/design-system';
import { ApiCode } from '../../../domain/errors';
import { ApiError } from '../../lib/http';
import { useNovel } from '../novels/api/get-novel';
import { bookId as positiveId } from '../novels/EditBookPage';
import { useChapter } from './api/chapter-api';
import { ChapterEditor, type ChapterEditorProps } from './ChapterEditor';
import { editor as e } from './messages';

const missing = (error: unknown) => error instanceof ApiError && error.code === ApiCode.NotFound;

/**
 * /mywork/addchapter/{original_book_id}/{next_chapter_code}[/{prev_chapter_title}] adds a chapter;
 * /mywork/addchapter/{original_chapter_id}[/{next_chapter_code}] edits one. One segment is a
 * chapter; with more, the id is read as a novel first (the route table lists that form first)
 * and as a chapter when the author has no such novel.
 */
export default function ChapterEditorPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const id = positiveId(params.id);
  const nextCode = positiveId(params.next_chapter_code);
  const bookForm = nextCode !== undefined;
  const novel = useNovel(bookForm ? id : undefined);
  const chapterMode = !bookForm || missing(novel.error);
  const chapter = useChapter(chapterMode ? id : undefined);
  const editorKey = location.pathname;

  const failure = chapterMode ? chapter.error : novel.error;
  if (!id || (failure && !(chapterMode ? chapter.data : novel.data))) {
    const gone = !id || missing(failure);
    return (
      <>
        <PageHeader
          title={intl.formatMessage(gone ? e.notFound : e.loadFailed)}
          backHref="/mywork"
          backLabel={intl.formatMessage(e.back)}
        />
        <ErrorState
          title={intl.formatMessage(gone ? e.notFound : e.loadFailed)}
          retryLabel={intl.formatMessage(e.retry)}
          onRetry={() => (gone ? navigate('/mywork') : void (chapterMode ? chapter.mutate() : novel.mutate()))}
        />
      </>
    );
  }

  const c = chapterMode ? chapter.data : undefined;
  const n = chapterMode ? undefined : novel.data;
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
        // The new chapter's own address, so a reload opens it; the editor (and what is being
        // typed) stays as it is, which a router navigation would remount.
        onCreated: (saved) =>
          window.history.replaceState(window.history.state, '', `/mywork/addchapter/${saved.original_chapter_id}`),
      };
  if (!props) return <SkeletonCard label={intl.formatMessage(e.loading)} />;
  return <ChapterEditor key={editorKey} {...props} />;
}
