import type { ImportParagraphs } from '../../../../domain/api/import';
import { http } from '../../../lib/http';

export const importParagraphs = (importId: string, index: number) => http.quietGet<ImportParagraphs>('/v1/import.paragraphs', { import_id: importId, index });
