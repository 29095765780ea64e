import type { NovelSummary } from '../../../domain/api/novels';

/** The path of the chapter editor for a novel's next chapter: the code the server gives out next (codes are never reused). */
export const nextChapterPath = (novel: Pick<NovelSummary, 'original_book_id' | 'next_chapter_code'>) => `/mywork/addchapter/${novel.original_book_id}/${novel.next_chapter_code}`;
