import { ApiCode } from '../../domain/errors';

/** A failure the client is told about: a code, a message id and its values. */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    public readonly messageId: string,
    public readonly values?: Record<string, string | number>,
    public readonly data?: unknown,
  ) {
    super(messageId);
    this.name = 'AppError';
  }
}

/** 4001 with one translated message per field; `fields` holds message ids. */
export class ValidationError extends AppError {
  constructor(
    public readonly fields: Record<string, { id: string; values?: Record<string, string | number> }>,
    code: number = ApiCode.ValidationFailed,
    messageId = 'error.validation',
    /** more for the client beside `fields`, e.g. where in a document the bad characters are */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(code, messageId);
  }
}

export const notFound = (what = 'error.notFound') => new AppError(ApiCode.NotFound, what);
export const unauthorized = () => new AppError(ApiCode.Unauthorized, 'error.unauthorized');
export const forbidden = () => new AppError(ApiCode.Forbidden, 'error.forbidden');
export const tooFrequent = (retryAfter: number) =>
  new AppError(ApiCode.TooFrequent, 'error.tooFrequent', { seconds: retryAfter }, { retryAfter });
