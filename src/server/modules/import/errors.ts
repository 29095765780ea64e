import { ApiCode } from '../../../domain/errors';
import { IMPORT_LIMITS, type ImportFormat } from '../../../domain/manuscript-import';
import { AppError } from '../../lib/errors';

/** How formats are named to authors. */
const FORMAT_NAMES: Record<ImportFormat, string> = { docx: 'DOCX', epub: 'EPUB', markdown: 'Markdown', html: 'HTML', text: 'TXT' };

/** Why a manuscript cannot be imported; each answers a translated message and nothing is created. */
export const importErrors = {
  chooseFile: () => new AppError(ApiCode.ValidationFailed, 'import.file.choose'),
  tooLarge: () => new AppError(ApiCode.FileTooLarge, 'import.file.tooLarge', { max: IMPORT_LIMITS.maxBytes / 1024 / 1024 }, { maxBytes: IMPORT_LIMITS.maxBytes }),
  unsupported: () => new AppError(ApiCode.NotAnImage, 'import.file.unsupported'),
  /** the name says one format, the bytes another */
  mismatch: (claimed: ImportFormat) => new AppError(ApiCode.NotAnImage, 'import.file.mismatch', { format: FORMAT_NAMES[claimed] }),
  encrypted: () => new AppError(ApiCode.ValidationFailed, 'import.file.encrypted'),
  damaged: () => new AppError(ApiCode.ValidationFailed, 'import.file.damaged'),
  unpacksTooLarge: () => new AppError(ApiCode.ValidationFailed, 'import.file.unpacksTooLarge', { max: IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024 }),
  empty: () => new AppError(ApiCode.ValidationFailed, 'import.file.empty'),
  tooManyChapters: (count: number) => new AppError(ApiCode.ValidationFailed, 'import.tooManyChapters', { count, max: IMPORT_LIMITS.maxChapters }),
  tooManyWords: (count: number) => new AppError(ApiCode.ValidationFailed, 'import.tooManyWords', { count, max: IMPORT_LIMITS.maxWords }),
  notFound: () => new AppError(ApiCode.NotFound, 'import.notFound'),
};
