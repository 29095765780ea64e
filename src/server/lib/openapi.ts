/**
 * Route schemas in one language (TypeBox, see src/server/README.md): each route declares its
 * query, params, body and the `data` of its answer, which validate the request, serialise the
 * answer and document both in the OpenAPI document.
 */
import Type, { type TProperties, type TSchema } from 'typebox';
import { LOCALES } from '../../domain/locales';

export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer({ description: '4001, 4003, 4004, 4009, 4013, 4015, 4029, 5000, 5002, 5003 or 5005', examples: [4001] }),
    desc: Type.String({ description: 'translated into the request’s lang', examples: ['Please check the highlighted fields'] }),
    data: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), { description: '4001: { fields: { field: message } }; 4029: { retryAfter }; 4009: what is stored now, where the route says' }),
    ),
  },
  { description: 'Failure' },
);

const OkEmpty = Type.Object({ code: Type.Literal(200), desc: Type.String({ examples: ['Success'] }) });
export const okEnvelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Literal(200), desc: Type.String({ examples: ['Success'] }), data });

/** The answer of a route: `data` on success (none for an answer without data) and the envelope for every failure. */
export function responses<T extends TSchema>(data: T): { 200: ReturnType<typeof okEnvelope<T>>; '4xx': typeof ErrorEnvelope; '5xx': typeof ErrorEnvelope };
export function responses(): { 200: typeof OkEmpty; '4xx': typeof ErrorEnvelope; '5xx': typeof ErrorEnvelope };
export function responses(data?: TSchema) {
  return { 200: data ? okEnvelope(data) : OkEmpty, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

/** Every request may carry `lang`; unknown values fall back to English. */
export const Lang = Type.Optional(
  Type.String({ maxLength: 35, description: `interface language: ${LOCALES.join(', ')} or an alias such as en-us, tl (default en-us)`, examples: ['en-us'] }),
);

/** A query: `lang` and the route's own parameters. */
export const query = <P extends TProperties>(properties: P = {} as P) => Type.Object({ lang: Lang, ...properties });
export const langQuery = query();

export const bearer = [{ bearerAuth: [] }];

/** Documentation of a route: its group, summary and whether it needs a token. */
export const doc = (tag: string, summary: string, auth: 'author' | 'staff' | 'none' = 'author') => ({
  tags: [tag],
  summary,
  ...(auth === 'none' ? {} : { security: bearer }),
});
