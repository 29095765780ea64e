/** Envelope codes (ARCHITECTURE.md, API contract). */
export const ApiCode = {
  Ok: 200,
  ValidationFailed: 4001,
  Forbidden: 4003,
  NotFound: 4004,
  Conflict: 4009,
  FileTooLarge: 4013,
  NotAnImage: 4015,
  TooFrequent: 4029,
  Internal: 5000,
  CallerHandles: 5002,
  /** the server cannot serve this now (its data keys do not read its database's personal data) */
  Unavailable: 5003,
  Unauthorized: 5005,
} as const;
export type ApiCode = (typeof ApiCode)[keyof typeof ApiCode];

/** The HTTP status that goes with each envelope code. */
export function httpStatusFor(code: number): number {
  switch (code) {
    case ApiCode.Ok:
      return 200;
    case ApiCode.ValidationFailed:
    case ApiCode.CallerHandles:
      return 400;
    case ApiCode.Forbidden:
      return 403;
    case ApiCode.NotFound:
      return 404;
    case ApiCode.Conflict:
      return 409;
    case ApiCode.FileTooLarge:
      return 413;
    case ApiCode.NotAnImage:
      return 415;
    case ApiCode.TooFrequent:
      return 429;
    case ApiCode.Unauthorized:
      return 401;
    case ApiCode.Unavailable:
      return 503;
    default:
      return 500;
  }
}

/** Codes after which the client shows no toast. */
export const SILENT_CODES: readonly number[] = [ApiCode.CallerHandles, ApiCode.Unauthorized];
