import type { NovelSummary } from '../../../domain/api/novels';

/** A novel id from a route parameter (undefined when it is not a positive whole number). */
export const bookId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);

/** The path of the chapter editor for a novel's next chapter: the code the server gives out next (codes are never reused). */
export const nextChapterPath = (novel: Pick<NovelSummary, 'original_book_id' | 'next_chapter_code'>) => `/mywork/addchapter/${novel.original_book_id}/${novel.next_chapter_code}`;
