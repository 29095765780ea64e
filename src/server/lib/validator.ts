import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

/** `x-message` (src/domain/api/common.ts) is an annotation Ajv keeps but does not check. */
function addMessageKeyword(ajv: unknown): never {
  return (ajv as { addKeyword(definition: { keyword: string; schemaType: string }): unknown }).addKeyword({ keyword: 'x-message', schemaType: 'string' }) as never;
}

/**
 * The edge's validator: Fastify's own Ajv settings (query values coerced to their declared
 * types, first failure only, so a hostile array cannot make thousands of errors) plus the
 * `x-message` annotation. Set by the app itself, so every host of the plugin validates alike.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = AjvCompiler()({}, { customOptions: {}, plugins: [addMessageKeyword] }) as never;
