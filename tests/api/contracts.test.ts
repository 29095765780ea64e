import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/each-database';
import { isApiRoute } from '../support/fuzz';

type Schema = { type?: unknown; properties?: Record<string, Schema>; additionalProperties?: unknown; anyOf?: Schema[]; items?: Schema; examples?: unknown[] };

/** An object schema that says nothing of its fields (`additionalProperties: true` and no properties). */
function isOpaque(schema: Schema | undefined): boolean {
  if (!schema) return true;
  if (schema.anyOf) return schema.anyOf.some(isOpaque);
  if (schema.type === 'object') return !schema.properties || Object.keys(schema.properties).length === 0;
  if (schema.type === 'array') return isOpaque(schema.items);
  return false;
}

/** Every property named `*_minor` anywhere in a schema, with whether it is a decimal string (or null). */
function minorFields(schema: Schema | undefined, at: string, out: { at: string; text: boolean }[] = []): { at: string; text: boolean }[] {
  if (!schema || typeof schema !== 'object') return out;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (key.endsWith('_minor')) {
      const kinds = (child.anyOf ?? [child]).map((c) => c.type);
      out.push({ at: `${at}.${key}`, text: kinds.every((t) => t === 'string' || t === 'null') && kinds.includes('string') });
    }
    minorFields(child, `${at}.${key}`, out);
  }
  for (const [i, option] of (schema.anyOf ?? []).entries()) minorFields(option, `${at}|${i}`, out);
  if (schema.items) minorFields(schema.items, `${at}[]`, out);
  return out;
}

describeEachDatabase('typed contracts', ({ get }) => {
  it('carries every *_minor amount, asked or answered, as whole minor units in a decimal string, never a JSON number', () => {
    const fields: { at: string; text: boolean }[] = [];
    for (const route of get().routes.filter(isApiRoute)) {
      const schema = (route.schema ?? {}) as { querystring?: Schema; body?: Schema; response?: Record<string, Schema> };
      const name = `${route.method} ${route.url}`;
      minorFields(schema.querystring, `${name} query`, fields);
      minorFields(schema.body, `${name} body`, fields);
      minorFields(schema.response?.['200'], `${name} answer`, fields);
    }
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.filter((f) => !f.text).map((f) => f.at)).toEqual([]);
  });

  it('declares, for every API route, its query and the data of its answer (binary answers excepted)', () => {
    const missing: string[] = [];
    for (const route of get().routes.filter(isApiRoute)) {
      const schema = (route.schema ?? {}) as { querystring?: Schema; body?: Schema; response?: Record<string, Schema>; produces?: string[]; consumes?: string[] };
      const name = `${route.method} ${route.url}`;
      if (!schema.querystring) missing.push(`${name}: no querystring`);
      if (route.method === 'POST' && !schema.body && !schema.consumes && !/logout|releaseDue/.test(route.url)) missing.push(`${name}: no body`);
      if (schema.produces) continue;
      const ok = schema.response?.['200'];
      if (!ok) {
        missing.push(`${name}: no response schema`);
        continue;
      }
      const data = ok.properties?.data;
      if (data && isOpaque(data)) missing.push(`${name}: data is not described`);
      if (!schema.response?.['4xx'] || !schema.response?.['5xx']) missing.push(`${name}: no failure envelope`);
    }
    expect(missing).toEqual([]);
  });

  it('publishes every route’s data with field types and examples in the OpenAPI document', async () => {
    const doc = (await get().app.inject({ url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
    };
    const info = doc.paths['/v1/author.profile'].get.responses['200'].content!['application/json'].schema;
    const profile = info.properties!.data!;
    expect(Object.keys(profile.properties!)).toEqual(expect.arrayContaining(['pen_name', 'total_chapters', 'total_income', 'registration']));
    expect(profile.properties!.total_chapters.examples).toEqual([1262]);
    let described = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!/^\/(v1|admin\/v1|user)\//.test(path) || path.startsWith('/v1/docs')) continue;
      for (const op of Object.values(methods)) {
        const data = op.responses['200']?.content?.['application/json']?.schema.properties?.data;
        if (data) {
          expect(isOpaque(data), path).toBe(false);
          described++;
        }
      }
    }
    expect(described).toBeGreaterThan(45);
  });
});
