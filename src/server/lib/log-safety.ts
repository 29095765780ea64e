/**
 * What of an error may be logged: its kind, code and message, never the values a failed query
 * carried (Drizzle puts them in the message: argon2 hashes, emails, ID numbers) nor PostgreSQL's
 * `detail` ("Key (email)=(…) already exists").
 */
export function safeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err).slice(0, 200) };
  const e = err as Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown; statusCode?: unknown };
  const isDatabaseError = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
  const out: Record<string, unknown> = { type: e.name, message: isDatabaseError ? scrubDatabaseMessage(e.message) : withoutParams(e.message) };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.query === 'string') out.query = e.query;
  if (e.cause instanceof Error) out.cause = safeError(e.cause);
  if (e.stack) out.stack = e.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n');
  return out;
}

/** "Failed query: … params: a,b" → "Failed query: …" */
export const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '').replace(/\bparams: [\s\S]*$/, 'params: [redacted]');

/**
 * PostgreSQL quotes the offending value in its messages (`invalid input syntax for type integer: "…"`,
 * `Key (email)=(…)`): keep the sentence, drop the value.
 */
export const scrubDatabaseMessage = (message: string) =>
  withoutParams(message)
    .replace(/"[^"]*"/g, '"[redacted]"')
    .replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)');
