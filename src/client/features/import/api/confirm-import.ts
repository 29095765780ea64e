import type { ImportConfirmItem, ImportConfirmed } from '../../../../domain/api/import';
import type { NovelInput } from '../../../../domain/schemas/novel';
import { http } from '../../../lib/http';

export type ConfirmTarget = { bookId: number } | { book: NovelInput };

export const confirmImport = (importId: string, target: ConfirmTarget, chapters: ImportConfirmItem[]) =>
  http.quietPost<ImportConfirmed>('/v1/import.confirm', {
    import_id: importId,
    ...('bookId' in target ? { original_book_id: target.bookId } : { book: target.book }),
    chapters,
  });
