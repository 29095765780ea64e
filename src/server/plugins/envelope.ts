import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiCode, httpStatusFor } from '../../domain/errors';
import type { Envelope } from '../../domain/api-types';
import { AppError, ValidationError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `{ code: 200, desc, data }`. */
    ok<T>(data?: T, messageId?: string, values?: Record<string, string | number>): FastifyReply;
  }
}

function send(reply: FastifyReply, code: number, desc: string, data?: unknown): FastifyReply {
  const body: Envelope = data === undefined ? { code, desc } : { code, desc, data };
  return reply.status(httpStatusFor(code)).send(body);
}

function fieldFromValidation(instancePath: string, missing?: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return fromPath || (typeof missing === 'string' ? missing : '_');
}

/**
 * One error handler for the whole API: every failure becomes the envelope,
 * translated into the request's language, and 5xx hide their internals.
 */
export default fp(
  async (app) => {
    app.decorateReply('ok', function (this: FastifyReply, data?: unknown, messageId = 'ok', values?: Record<string, string | number>) {
      return send(this, ApiCode.Ok, this.request.t(messageId, values), data);
    });

    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ValidationError) {
        const fields = Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, request.t(m.id, m.values)]));
        return send(reply, error.code, request.t(error.messageId), { fields });
      }
      if (error instanceof AppError) {
        if (error.code === ApiCode.TooFrequent && error.data && typeof error.data === 'object' && 'retryAfter' in error.data) {
          reply.header('retry-after', String((error.data as { retryAfter: number }).retryAfter));
        }
        return send(reply, error.code, request.t(error.messageId, error.values), error.data);
      }
      if (error.validation) {
        const fields: Record<string, string> = {};
        for (const v of error.validation) {
          const field = fieldFromValidation(v.instancePath, (v.params as { missingProperty?: unknown })?.missingProperty);
          fields[field] ??= request.t('validation.invalid');
        }
        return send(reply, ApiCode.ValidationFailed, request.t('error.validation'), { fields });
      }
      const status = error.statusCode ?? 500;
      if (status === 413) return send(reply, ApiCode.FileTooLarge, request.t('error.bodyTooLarge'));
      if (status === 415) return send(reply, ApiCode.NotAnImage, request.t('error.invalidRequest'));
      if (status >= 400 && status < 500) return send(reply, ApiCode.ValidationFailed, request.t('error.invalidRequest'));
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, ApiCode.Internal, request.t('error.internal'));
    });
  },
  { name: 'envelope', dependencies: ['i18n'] },
);
