import type { Socket } from 'node:net';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import { ApiCode, httpStatusFor } from '../domain/errors';
import { translate } from './lib/i18n';
import { safeError } from './lib/log-safety';

export interface HttpOptions {
  logLevel?: LoggerOptions['level'];
  trustProxy?: boolean;
  /** where logs go (tests read them); stdout by default */
  logStream?: NodeJS.WritableStream;
  /** a line per request received and answered; @default true (production turns it off: LOG_REQUESTS) */
  logRequests?: boolean;
}

/** Paths pino blanks wherever they appear in a log line (defence in depth: nothing should log them). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_hash',
  '*.passwordHash',
  '*.token',
  '*.email',
  '*.pen_name',
  '*.penName',
  '*.birth_date',
  '*.birthDate',
  '*.id_number',
  '*.address',
  '*.body',
];

/** The path of a request without its query: queries may hold tokens, emails or codes. */
export const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0];

export function loggerOptions({ logLevel = 'info', logStream }: HttpOptions): FastifyServerOptions['logger'] {
  const options: LoggerOptions = {
    level: logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({ method: req.method, path: pathOnly(req.url), id: req.id }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  };
  return logStream ? { ...options, stream: logStream } : options;
}

/** The language a raw, unparsed request asked for (`lang=` in its request line), for errors before parsing. */
function langOfRawRequest(raw: Buffer | undefined): string | undefined {
  const line = raw?.subarray(0, 4096).toString('latin1').split('\r\n')[0] ?? '';
  return /[?&]lang=([A-Za-z_-]{2,16})/.exec(line)?.[1];
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a request line or headers over
 * the limit, a malformed request) still get the envelope, translated where the line says `lang`.
 */
export function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    code: ApiCode.ValidationFailed,
    desc: translate(langOfRawRequest(Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined), tooLarge ? 'error.headersTooLarge' : 'error.invalidRequest'),
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * The request lines: one per request, when it is answered (method, path without its query, status and
 * milliseconds, with the request's id from its logger), instead of Fastify's two (one on arrival with the
 * whole request serialised, one on the answer). Half the lines, no serialisers: cheap enough to leave on.
 * Errors, not-found and stream failures are logged as Fastify logs them.
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info({ method: request.method, path: pathOnly(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
  }
}

/** Fastify's own options, one place for the server and the tests. */
export function httpOptions(options: HttpOptions = {}): FastifyServerOptions {
  return {
    logger: loggerOptions(options),
    // Fastify 5.x's replacement for the deprecated top-level `disableRequestLogging` (FSTDEP023).
    logController: options.logRequests === false ? new LogController({ disableRequestLogging: true }) : new RequestLines(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 50_000,
    clientErrorHandler,
    // A slow body cannot hold a connection for ever.
    requestTimeout: 60_000,
  };
}

export { httpStatusFor };
