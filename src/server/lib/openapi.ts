/** JSON-schema helpers for route declarations (documentation and serialisation). */
type JsonSchema = Record<string, unknown>;

export const errorEnvelope: JsonSchema = {
  type: 'object',
  description: 'Failure: code is one of 4001, 4003, 4004, 4009, 4013, 4015, 4029, 5000, 5002, 5005; desc is translated',
  properties: {
    code: { type: 'integer' },
    desc: { type: 'string' },
    data: { type: 'object', additionalProperties: true },
  },
  required: ['code', 'desc'],
};

/** `{ code: 200, desc, data }` with the given data schema. */
export function okEnvelope(data?: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { type: 'integer', enum: [200] }, desc: { type: 'string' }, ...(data ? { data } : {}) },
    required: ['code', 'desc'],
  };
}

/** The response map of a route: its success and the envelope for every failure. */
export function responses(data?: JsonSchema): Record<string, JsonSchema> {
  return { 200: okEnvelope(data), '4xx': errorEnvelope, '5xx': errorEnvelope };
}

export const langQuery: JsonSchema = {
  type: 'object',
  properties: { lang: { type: 'string', description: 'interface language, e.g. en-us, es, th (default en-us)' } },
};

export const bearer = [{ bearerAuth: [] }];

export const anyData: JsonSchema = { type: 'object', additionalProperties: true };
export const listOf: JsonSchema = { type: 'object', properties: { list: { type: 'array', items: anyData } }, required: ['list'] };

/** A route's schema in one group of the docs: summary, `lang`, bearer auth, the envelope per status, and any extra. */
export const routeDoc =
  (tag: string) =>
  (summary: string, extra: JsonSchema = {}, data: JsonSchema | undefined = anyData): JsonSchema => ({
    tags: [tag],
    summary,
    querystring: langQuery,
    security: bearer,
    response: responses(data),
    ...extra,
  });
