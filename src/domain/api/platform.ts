/**
 * Wire types of the platform API (/platform/v1/*): what readers do on the reader site reaches us
 * here, with a service key staff created. Ingestion is idempotent by the platform's ids.
 */
import Type, { type Static } from 'typebox';
import { Count, DateString, Id, Nullable } from './common';
import { INGEST_MAX_LINES } from '../ledger';
import { SITE_ID_MAX, SITE_ID_MIN } from '../sites';

/**
 * What a service key may do: send income, send comments (and read the authors' replies), send reading
 * figures, read the released works (release.feed). A key holds only the scopes staff gave it: a scope
 * added here reaches an existing key only when staff grant it (platform.keyScopes).
 */
export const PLATFORM_SCOPES = ['income', 'comments', 'stats', 'content'] as const;
export type PlatformScope = (typeof PLATFORM_SCOPES)[number];

/** One day of a work's income from reader unlocks. */
export const IncomeLineWire = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'the platform’s id of this line: sending it again changes nothing', examples: ['unl-2026-11-22-12'] }),
  original_book_id: Id('the work', 12),
  day: DateString('the platform’s day the unlocks happened (YYYY-MM-DD)'),
  coins: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description: 'coins readers spent on the work that day', examples: [2468] }),
  rate: Type.String({ maxLength: 25, description: 'the recorded rate: currency major units per coin, a decimal string', examples: ['0.01'] }),
  currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code', examples: ['USD'] }),
  share_bp: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: 'the author’s share in basis points when the work has no live contract (default 5000)', examples: [5000] })),
});
export type IncomeLineWire = Static<typeof IncomeLineWire>;

/**
 * A batch of income lines. Each line is checked on its own against IncomeLineWire by the ingestion
 * (not by the batch's schema): one that does not fit is rejected naming the field, and the others
 * are kept.
 */
export const IncomeIngestRequest = Type.Object({
  lines: Type.Array(
    Type.Unsafe<unknown>({ description: 'an income line (IncomeLineWire: id, original_book_id, day, coins, rate, currency, share_bp); a line that does not fit is rejected with the field, the others are kept', examples: [{ id: 'unl-2026-11-22-12', original_book_id: 12, day: '2026-11-22', coins: 2468, rate: '0.01', currency: 'USD' }] }),
    { minItems: 1, maxItems: INGEST_MAX_LINES, description: `1 to ${INGEST_MAX_LINES} lines` },
  ),
});
export type IncomeIngestRequest = Static<typeof IncomeIngestRequest>;

export const RejectedLine = Type.Object({
  index: Count('the line’s position in the request, from 0', 3),
  id: Type.String({ examples: ['unl-2026-11-22-12'] }),
  reason: Type.String({ description: 'why, in the request’s language', examples: ['No work has this id'] }),
});
export type RejectedLine = Static<typeof RejectedLine>;

export const IngestReport = Type.Object({
  accepted: Count('new lines written', 9998),
  duplicates: Count('lines already received before (same id): nothing changed', 1),
  rejected: Type.Array(RejectedLine, { description: 'lines not written, with the reason; the others were kept' }),
});
export type IngestReport = Static<typeof IngestReport>;

/** The sites a service key writes for: 1 to all of the site ids, each once. */
export const PlatformKeySites = (description: string) =>
  Type.Array(Type.Integer({ minimum: SITE_ID_MIN, maximum: SITE_ID_MAX }), { minItems: 1, maxItems: SITE_ID_MAX - SITE_ID_MIN + 1, uniqueItems: true, description, examples: [[503, 511]] });

export const PlatformKeyEntry = Type.Object({
  id: Id('key id', 3),
  name: Type.String({ examples: ['reader site (production)'] }),
  prefix: Type.String({ examples: ['wcp_3f9a1c'] }),
  scopes: Type.Array(Type.String(), { description: 'what the key may do: income, comments, stats, content', examples: [['income', 'comments', 'content']] }),
  sites: Type.Array(Type.Integer(), { description: 'the sites whose authors’ works the key may write for (an author from no site belongs to 511)', examples: [[503, 511]] }),
  sites_confirmed: Type.Boolean({
    description: 'false: a key from before keys were bound to sites, allowed every site until staff choose its sites (platform.keySites); the back office warns about it',
  }),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Nullable(Type.String({ format: 'date-time' })),
  revoked_at: Nullable(Type.String({ format: 'date-time' })),
});
export type PlatformKeyEntry = Static<typeof PlatformKeyEntry>;
