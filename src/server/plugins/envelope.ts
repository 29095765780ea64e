import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ApiCode, httpStatusFor } from '../../domain/errors';
import type { Envelope } from '../../domain/api/common';
import { AppError, ValidationError } from '../lib/errors';
import { contextFor, ruleMessages } from '../lib/validate';
import type { JsonText } from '../db/json-sql';

type Values = Record<string, string | number>;
/** The `data` a route's 200 schema declares (`unknown` for a route without one). */
type OkData<ReplyType> = unknown extends ReplyType ? unknown : Extract<ReplyType, { code: 200 }> extends { data: infer D } ? D : undefined;
type OkArgs<ReplyType> = undefined extends OkData<ReplyType> ? [data?: OkData<ReplyType>, messageId?: string, values?: Values] : [data: OkData<ReplyType>, messageId?: string, values?: Values];

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface FastifyReply<RouteGeneric, RawServer, RawRequest, RawReply, ContextConfig, SchemaCompiler, TypeProvider, ReplyType> {
    /** Sends `{ code: 200, desc, data }`; `data` is checked against the route's declared answer. */
    ok(...args: OkArgs<ReplyType>): FastifyReply;
    /**
     * Sends `{ code: 200, desc, data }` with `data` JSON text the database wrote, as it came: a long list is
     * neither parsed nor serialised again. Apps that check their answers (`strictResponses`) parse it and
     * send it as `ok` does, so the text is held to the route's declared answer in tests.
     */
    okJson(data: JsonText<OkData<ReplyType>>): FastifyReply;
  }
}

function send(reply: FastifyReply, code: number, desc: string, data?: unknown): FastifyReply {
  const body: Envelope = data === undefined ? { code, desc } : { code, desc, data };
  // After a refused upload the rest of its body may still be on the way: close the connection
  // rather than leave a keep-alive client waiting behind bytes nobody reads.
  if (code === ApiCode.FileTooLarge) reply.header('connection', 'close');
  return reply.status(httpStatusFor(code)).send(body);
}

/** The field a schema failure is about: `body/title` → `title`, a missing one by its name. */
function fieldOf(v: FastifySchemaValidationError): string {
  const missing = (v.params as { missingProperty?: unknown })?.missingProperty;
  const path = v.instancePath.replace(/^\//, '').split('/')[0];
  return path || (typeof missing === 'string' ? missing : '_');
}

type SchemaNode = { properties?: Record<string, SchemaNode>; 'x-message'?: string };

/** The `x-message` the route's schema gives the failing field, if any. */
function declaredMessage(request: FastifyRequest, v: FastifySchemaValidationError, field: string): string | undefined {
  const part = (v as { validationContext?: string }).validationContext ?? 'body';
  const schema = (request.routeOptions.schema as Record<string, SchemaNode | undefined> | undefined)?.[part];
  const property = schema?.properties && Object.hasOwn(schema.properties, field) ? schema.properties[field] : undefined;
  return property?.['x-message'];
}

/** The translated message for one schema failure. */
function messageFor(request: FastifyRequest, v: FastifySchemaValidationError, field: string): string {
  const declared = declaredMessage(request, v, field);
  if (declared) return request.t(declared);
  const params = v.params as { limit?: unknown };
  if (v.keyword === 'maxLength' && typeof params.limit === 'number') return request.t('validation.text.max', { max: params.limit });
  if (v.keyword === 'maxItems' && typeof params.limit === 'number') return request.t('validation.items.max', { max: params.limit });
  return request.t('validation.invalid');
}

/**
 * One error handler for the whole API: every failure becomes the envelope,
 * translated into the request's language, and 5xx hide their internals.
 */
export default fp<{ strictResponses?: boolean }>(
  async (app, options) => {
    // Answers carry tokens and personal data: no browser or proxy keeps a copy.
    app.addHook('onSend', async (request, reply) => {
      if (/^\/(v1|admin\/v1|platform\/v1|user)\//.test(request.url) && !request.url.startsWith('/v1/docs') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.decorateReply('ok', function (this: FastifyReply, data?: unknown, messageId = 'ok', values?: Values) {
      return send(this, ApiCode.Ok, this.request.t(messageId, values), data);
    });
    app.decorateReply('okJson', function (this: FastifyReply, data: string) {
      if (options.strictResponses) return send(this, ApiCode.Ok, this.request.t('ok'), JSON.parse(data));
      const head: Envelope = { code: ApiCode.Ok, desc: this.request.t('ok') };
      return this.status(httpStatusFor(ApiCode.Ok))
        .type('application/json; charset=utf-8')
        .send(`${JSON.stringify(head).slice(0, -1)},"data":${data}}`);
    });

    app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ValidationError) {
        const fields = Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, request.t(m.id, m.values)]));
        return send(reply, error.code, request.t(error.messageId), { ...error.extra, fields });
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
          const field = fieldOf(v);
          fields[field] ??= messageFor(request, v, field);
        }
        // The domain's rules name every other bad field of the same body, in their words.
        const rules = request.routeOptions.config?.rules;
        if (rules && (error as { validationContext?: string }).validationContext === 'body') {
          const context = await contextFor(request.routeOptions.config?.rulesContext, request).catch(() => undefined);
          for (const [field, m] of Object.entries(await ruleMessages(rules, request.body, context))) fields[field] = request.t(m.id, m.values);
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
