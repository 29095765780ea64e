import type { ImportPreview } from '../../../../domain/api/import';
import type { SplitMarker, SplitMode } from '../../../../domain/manuscript-import';
import { upload } from '../../../lib/http';

export interface PreviewOptions {
  split: SplitMode;
  marker: SplitMarker;
  /** count words by this novel's language */
  bookId?: number;
  onProgress?(share: number): void;
  signal?: AbortSignal;
}

/** Sends the manuscript; the screen shows the failure where the file was chosen (no toast). */
export const previewImport = (file: File, options: PreviewOptions) =>
  upload<ImportPreview>('/v1/import.preview', file, {
    silent: true,
    onProgress: options.onProgress,
    signal: options.signal,
    fields: { split: options.split, marker: options.marker, ...(options.bookId ? { original_book_id: String(options.bookId) } : {}) },
  });
