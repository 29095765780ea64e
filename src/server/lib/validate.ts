import type { FastifyRequest } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import { ValidationError as YupValidationError } from 'yup';
import { messageRef } from '../../domain/schemas/messages';
import { ValidationError } from './errors';

/** Validates a body with a domain schema; every failing field answers 4001 with its message. */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown, context?: object): Promise<InferType<S>> {
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true, context });
  } catch (err) {
    if (!(err instanceof YupValidationError)) throw err;
    const fields: Record<string, ReturnType<typeof messageRef>> = {};
    for (const inner of err.inner.length ? err.inner : [err]) {
      const field = inner.path ?? '_';
      if (!fields[field]) fields[field] = messageRef(inner.message ?? inner.errors[0]);
    }
    throw new ValidationError(fields);
  }
}

/**
 * Checks run side by side, so one 4001 names every failing field: the values when all pass; else
 * the fields of every refusal together, with the first refusal's message and extra (an error
 * that is no refusal is thrown as it is).
 */
export async function allChecked<T extends readonly unknown[]>(checks: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(checks);
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (!failures.length) return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
  const other = failures.find((err) => !(err instanceof ValidationError));
  if (other !== undefined) throw other;
  const [first, ...rest] = failures as ValidationError[];
  if (!rest.length) throw first;
  const fields = Object.assign({}, ...[...rest].reverse().map((err) => err.fields), first.fields) as ValidationError['fields'];
  throw new ValidationError(fields, first.code, first.messageId, first.extra);
}

/** A positive whole id from a query or body value; anything else answers 4001 on that field. */
export function positiveId(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ValidationError({ [field]: { id: 'validation.invalid' } });
  return n;
}

/** Yup's context for a route's rules: fixed, or read for each request (e.g. the signed-in author's age). */
export type RulesContext = object | ((request: FastifyRequest) => Promise<object>);

/** The context for this request. */
export const contextFor = async (context: RulesContext | undefined, request: FastifyRequest): Promise<object | undefined> =>
  typeof context === 'function' ? (context as (request: FastifyRequest) => Promise<object>)(request) : context;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the domain rules of the route's body (see `withRules`) */
    rules?: AnyObjectSchema;
    /** what the rules may be told (Yup's context), e.g. the common-password check, or how to learn it from the request */
    rulesContext?: RulesContext;
  }
}

/**
 * A route's domain rules for its body, applied once the edge schema has checked the body's
 * types: every failing field answers 4001 with its message, and the handler receives the
 * schema's cleaned value (trimmed, unknown keys dropped). When the edge schema itself fails,
 * the error handler runs these rules too, so one answer still names every bad field.
 */
export const withRules = <S extends AnyObjectSchema>(schema: S, context?: RulesContext) => ({
  config: { rules: schema, rulesContext: context },
  preHandler: async (request: FastifyRequest) => {
    request.body = await validate(schema, request.body, await contextFor(context, request));
  },
});

/** The messages the rules give a body, or none: for merging with the edge schema's. */
export async function ruleMessages(schema: AnyObjectSchema, body: unknown, context?: object): Promise<ValidationError['fields']> {
  try {
    await validate(schema, body, context);
    return {};
  } catch (err) {
    if (err instanceof ValidationError) return err.fields;
    return {};
  }
}
