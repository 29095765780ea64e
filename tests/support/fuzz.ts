/**
 * Hostile inputs for every route, generated from the route table: what an attacker or a careless
 * client sends. Each answer must be a 4xxx envelope with a translated desc, never a 5xx.
 */
import type { RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  schema?: Record<string, unknown>;
}

type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema>; examples?: unknown[]; consumes?: string[] };

/** Collects the routes an app declares (register before the app's plugins). */
export function routeCollector() {
  const routes: RouteEntry[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema as Record<string, unknown> | undefined });
  };
  return { routes, onRoute };
}

/** The API's own routes (not the portal's files, the docs UI or the OpenAPI document). */
export const isApiRoute = (r: RouteEntry) => /^\/(v1|admin\/v1|platform\/v1|user)\//.test(r.url) && !r.url.startsWith('/v1/docs') && r.url !== '/v1/openapi.json';

/** A stream (Server-Sent Events) stays open by design: the fuzz checks its refusals in notifications.test.ts, not here. */
export const isStream = (r: RouteEntry) => ((r.schema as { produces?: string[] } | undefined)?.produces ?? []).includes('text/event-stream');

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Values put in place of one field of a JSON body (raw JSON text, so deep nesting stays text). */
export const EVIL_JSON_VALUES: Record<string, string> = {
  'NUL char': JSON.stringify('a\u0000b'),
  'lone surrogate': '"\\ud800x"',
  'low surrogate': '"x\\udfff"',
  'int over int4': '2147483648',
  'largest safe integer': '9007199254740991',
  'cursor past a timestamp': '1.2147483648',
  'negative': '-1',
  'fraction': '1.5',
  'exponent string': '"1e3"',
  '30 digits': '123456789012345678901234567890',
  '30-digit string': '"123456789012345678901234567890"',
  '1e308': '1e308',
  'impossible day': '"2026-02-31"',
  'year zero': '"0000-01-01"',
  'NaN string': '"NaN"',
  'Infinity string': '"Infinity"',
  'object with toString': '{"toString":"x","valueOf":"y"}',
  'array of strings': '["a","b"]',
  'nested 5000': deep(5000),
  'null': 'null',
  'true': 'true',
  '1 MB string': JSON.stringify('x'.repeat(1_000_000)),
  '900 KB string': JSON.stringify('a'.repeat(900_000) + '@example.test'),
};

/** Values put in one query parameter. */
export const EVIL_QUERY_VALUES: Record<string, string> = {
  'NUL char': 'a%00b',
  'lone surrogate': '%ED%A0%80',
  'int over int4': '2147483648',
  'largest safe integer': '9007199254740991',
  'cursor past a timestamp': '1.2147483648',
  'negative': '-1',
  'fraction': '1.5',
  'exponent': '1e3',
  '30 digits': '123456789012345678901234567890',
  'NaN': 'NaN',
  'Infinity': 'Infinity',
  'repeated': '1&__REPEAT__=2',
  'empty': '',
  'long': 'x'.repeat(8000),
};

export const PROTO_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];

/** The example value of a property, or a plausible one from its type. */
export function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.examples?.length) return schema.examples[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return baseBody(schema);
    default:
      return 'x';
  }
}

export function baseBody(schema: JsonSchema | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema?.properties ?? {})) body[key] = exampleOf(prop);
  return body;
}

/** A JSON body text with one field replaced by raw JSON text. */
export function bodyWith(base: Record<string, unknown>, field: string, rawValue: string): string {
  const marker = `"__FUZZ_${Math.random().toString(36).slice(2)}__"`;
  return JSON.stringify({ ...base, [field]: JSON.parse(marker) }).replace(marker, rawValue);
}

export function propertiesOf(schema: unknown): string[] {
  const props = (schema as JsonSchema | undefined)?.properties;
  return props ? Object.keys(props) : [];
}
