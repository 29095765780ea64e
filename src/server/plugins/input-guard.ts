import fp from 'fastify-plugin';
import { ValidationError } from '../lib/errors';

/** Keys that could reach an object's prototype if a later step merged the input into an object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Deeper than any form this API takes; deeper input is refused before any rule walks it. */
export const MAX_INPUT_DEPTH = 32;
/** U+0000 (PostgreSQL text cannot hold it) and UTF-16 halves without their partner (not text at all). */
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Problem = { field: string; id: string };

/** The first thing in a parsed query or JSON body that no route can take, walking without recursion. */
export function findBadInput(input: unknown): Problem | null {
  const stack: { value: unknown; field: string; depth: number }[] = [{ value: input, field: '', depth: 0 }];
  while (stack.length) {
    const { value, field, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (NOT_TEXT.test(value)) return { field: field || '_', id: 'validation.text.characters' };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: field || '_', id: 'validation.invalid' };
    for (const key of Object.keys(value)) {
      const at = field || key;
      if (FORBIDDEN_KEYS.has(key) || NOT_TEXT.test(key)) return { field: at, id: 'validation.invalid' };
      stack.push({ value: (value as Record<string, unknown>)[key], field: at, depth: depth + 1 });
    }
  }
  return null;
}

/** A number that is not finite: JSON cannot carry one, so it came from coercing "Infinity" or "NaN". */
export function findNonFinite(input: unknown): string | null {
  const stack: { value: unknown; field: string; depth: number }[] = [{ value: input, field: '', depth: 0 }];
  while (stack.length) {
    const { value, field, depth } = stack.pop()!;
    if (typeof value === 'number' && !Number.isFinite(value)) return field || '_';
    if (!value || typeof value !== 'object' || depth >= MAX_INPUT_DEPTH) continue;
    for (const key of Object.keys(value)) stack.push({ value: (value as Record<string, unknown>)[key], field: field || key, depth: depth + 1 });
  }
  return null;
}

/**
 * Refuses, before any schema or rule sees it, input that is not text or could reach a prototype:
 * NUL characters and lone surrogates, `__proto__` / `constructor` / `prototype` keys, and nesting
 * deeper than any form. The answer is 4001 naming the field.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const problem = findBadInput(request.query) ?? findBadInput(request.body) ?? findBadInput(request.params);
      if (problem) throw new ValidationError({ [problem.field]: { id: problem.id } });
    });
    // Ajv turns "Infinity" into a number that passes `maximum`; nothing past the edge should see one.
    app.addHook('preHandler', async (request) => {
      const field = findNonFinite(request.query) ?? findNonFinite(request.body) ?? findNonFinite(request.params);
      if (field) throw new ValidationError({ [field]: { id: 'validation.invalid' } });
    });
  },
  { name: 'input-guard' },
);
