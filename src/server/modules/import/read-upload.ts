import type { FastifyRequest } from 'fastify';
import { IMPORT_LIMITS, SPLIT_MARKERS, SPLIT_MODES, type SplitMarker, type SplitMode } from '../../../domain/manuscript-import';
import { AppError, ValidationError } from '../../lib/errors';
import { importErrors } from './errors';

export interface ManuscriptUpload {
  file: Buffer;
  fileName: string;
  split: SplitMode;
  marker: SplitMarker;
  sectionId?: number;
  bookId?: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, field: string, fallback: T): T => {
  if (value === undefined || value === '') return fallback;
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new ValidationError({ [field]: { id: 'validation.invalid' } });
};
const wholeNumber = (value: string | undefined, field: string): number | undefined => {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new ValidationError({ [field]: { id: 'validation.invalid' } });
  return Number(value);
};

/**
 * The multipart body of a preview: the file (at most 50 MB, one byte more is read to tell an oversized file
 * from one exactly at the limit) and the fields `split`, `marker`, `section_id`, `original_book_id`, in any
 * order. A malformed body answers 4001, never a 500.
 */
export async function readManuscriptUpload(request: FastifyRequest): Promise<ManuscriptUpload> {
  if (!request.isMultipart()) throw importErrors.chooseFile();
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITS.maxBytes + 1, files: 1, fields: 8, fieldSize: 1024 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > IMPORT_LIMITS.maxBytes) {
          part.file.resume();
          throw importErrors.tooLarge();
        }
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw importErrors.tooLarge();
      file = Buffer.concat(chunks);
      fileName = part.filename ?? '';
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw importErrors.tooLarge();
    throw new ValidationError({ file: { id: 'import.file.choose' } }, undefined, 'error.invalidRequest');
  }
  if (!file || file.length === 0) throw importErrors.chooseFile();
  return {
    file,
    fileName,
    split: oneOf(SPLIT_MODES, fields.split, 'split', 'headings'),
    marker: oneOf(SPLIT_MARKERS, fields.marker, 'marker', 'chapter'),
    sectionId: wholeNumber(fields.section_id, 'section_id'),
    bookId: wholeNumber(fields.original_book_id, 'original_book_id'),
  };
}
