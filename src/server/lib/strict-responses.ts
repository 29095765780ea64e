import { Compile } from 'typebox/compile';
import type { FastifySerializerCompiler } from 'fastify/types/schema';

type Schema = Record<string, unknown>;

/** A copy of `schema` in which every object names all of its properties. */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, closed(v)])) : closed(value);
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/**
 * For tests: every answer is checked against its route's declared schema, with no undeclared
 * field, before it is sent, so a response schema that drifts from what a route answers fails
 * the test that called it (in production the serializer would silently drop the field).
 */
export const strictSerializerCompiler: FastifySerializerCompiler<Schema> = ({ schema, url, method, httpStatus }) => {
  const check = Compile(closed(schema) as never);
  return (data: unknown) => {
    const plain = JSON.parse(JSON.stringify(data)) as unknown;
    if (!check.Check(plain)) {
      const first = [...check.Errors(plain)].slice(0, 3).map((e) => `${(e as { instancePath?: string }).instancePath ?? ''} ${(e as { message?: string }).message ?? ''}`);
      throw new Error(`${method} ${url} answered ${httpStatus} outside its declared schema: ${first.join('; ')}`);
    }
    return JSON.stringify(data);
  };
};
