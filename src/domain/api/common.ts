/**
 * The wire's building blocks, in one schema language (TypeBox): each schema is the runtime
 * check and the documentation at the server's edge, and its `Static` type is what the portal
 * and the server compile against. The portal imports types only (`import type`), so TypeBox
 * never reaches the browser bundle.
 */
import Type, { type Static, type TSchema } from 'typebox';

import { INT4_MAX } from '../ids';

export { INT4_MAX };

/** `T | null`, with null first so the serializer never turns null into "" or 0. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** A positive whole id (ids, versions, codes). */
export const Id = (description = 'id', example = 42) => Type.Integer({ minimum: 1, maximum: INT4_MAX, description, examples: [example] });
/** A whole count or figure that cannot be negative. */
export const Count = (description?: string, example = 12) => Type.Integer({ minimum: 0, description, examples: [example] });
/** An ISO-8601 time in UTC. */
export const IsoTime = (description?: string) => Type.String({ format: 'date-time', description, examples: ['2026-11-23T09:30:00.000Z'] });
/** A calendar day, YYYY-MM-DD. */
export const DateString = (description?: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description, examples: ['2026-11-23'] });
/** Text with a length bound, so nothing unbounded reaches a query or a hash. */
export const Text = (maxLength: number, description?: string, example = 'text', message?: string) =>
  Type.String({ maxLength, description, examples: [example], ...(message ? { 'x-message': message } : {}) });
/** One of a fixed list of strings. */
export const OneOf = <const T extends readonly string[]>(values: T, description?: string, message?: string) =>
  Type.Enum<[...T]>(values, { description, examples: [values[0]], ...(message ? { 'x-message': message } : {}) });

/**
 * `x-message` on a property: the validation message id a type failure of that field answers with
 * (the same one the domain's Yup rule gives), so the edge and the rules speak alike.
 */
export const X_MESSAGE = 'x-message';

/** Every response body: `code` 200 is success; `desc` is translated into the request's `lang`. */
export interface Envelope<T = unknown> {
  code: number;
  desc: string;
  data?: T;
}

export const ValidationErrorData = Type.Object({
  fields: Type.Record(Type.String(), Type.String(), { description: 'field → translated message', examples: [{ email: 'Enter a valid email address' }] }),
});
/** 4001: field → translated message. */
export type ValidationErrorData = Static<typeof ValidationErrorData>;

export const TooFrequentData = Type.Object({ retryAfter: Type.Integer({ minimum: 0, description: 'seconds until the next attempt is accepted', examples: [42] }) });
/** 4029 */
export type TooFrequentData = Static<typeof TooFrequentData>;

/** `{ list: T[] }` */
export const ListOf = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item) });

/** One page of a list. */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Count('items in all pages', 57),
    page: Id('page number, from 1', 1),
    page_size: Id('items per page', 20),
  });
export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * An amount on the wire: whole minor units as a decimal string, never a JSON number (a sum can pass
 * 2^53, where numbers lose digits). Every `*_minor` field has this one shape.
 */
export const MinorAmount = (description = 'amount in the currency’s whole minor units (cents; none for VND or JPY), as a decimal string so that no sum loses a digit', example = '1284550') =>
  Type.String({ pattern: '^-?[0-9]{1,30}$', description, examples: [example] });

/** Money on the wire: whole minor units as a decimal string (exact past 2^53) and an ISO 4217 currency. */
export const MoneyWire = Type.Object({
  amount_minor: MinorAmount(),
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code', examples: ['USD'] }),
});
