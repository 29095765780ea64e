import type { AnyObjectSchema, InferType } from 'yup';
import { ValidationError as YupValidationError } from 'yup';
import { messageRef } from '../../domain/schemas/messages';
import { ValidationError } from './errors';

/** Validates a body with a domain schema; every failing field answers 4001 with its message. */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
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

/** A positive whole id from a query or body value; anything else answers 4001 on that field. */
export function positiveId(value: unknown, field: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ValidationError({ [field]: { id: 'validation.invalid' } });
  return n;
}
