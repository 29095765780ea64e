/** The back office's request and answer shapes (staff only; the portal never reads them). */
import Type from 'typebox';
import { REGISTRATION_REJECT_REASONS } from '../../domain/author';
import { LOCALES } from '../../domain/locales';
import { TEXT_MAX_CHARS } from '../../domain/limits';
import { Count, Id, INT4_MAX, IsoTime, ListOf, Nullable, OneOf, Text } from '../../domain/api/common';
import { Email, Password } from '../../domain/api/session';
import { STAFF_ROLES } from './staff-repository';

const userId = Id('author’s user id', 7);
const reason = Text(TEXT_MAX_CHARS, 'the reason the author reads', 'Please remove the link to your blog.');
/** A figure an import may set: whole, not negative, within its column (integer, or bigint up to what JSON numbers hold exactly). */
const figure = (description: string, example: number, maximum: number = INT4_MAX) => Type.Optional(Type.Integer({ minimum: 0, maximum, description, examples: [example] }));
const bigFigure = (description: string, example: number) => figure(description, example, Number.MAX_SAFE_INTEGER);
/** An imported income figure: money's wire shape (whole minor units, a decimal string), at most what its bigint column holds. */
const importedIncome = Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', description: 'income in whole minor units, as a decimal string', examples: ['1284550'] }));
const statusFilter = Type.Optional(Type.String({ maxLength: 200, pattern: '^[a-z_, ]*$', description: 'comma-separated review states', examples: ['pending,under_review'] }));
const localized = Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: TEXT_MAX_CHARS }), {
  maxProperties: LOCALES.length, description: 'text per interface language, e.g. { "en": "…", "de": "…" }', examples: [{ en: 'Autumn Sprint' }] });

export const StaffLoginRequest = Type.Object({ email: Email, password: Password });
export const StaffSession = Type.Object({ token: Type.String(), expires_at: IsoTime(), role: OneOf(STAFF_ROLES), name: Type.String({ examples: ['Iris Calder'] }) });
export const StaffMember = Type.Object({ id: Id('staff id', 3), email: Type.String(), name: Type.String(), role: OneOf(STAFF_ROLES), system: Type.Boolean() });
export const StaffCreateRequest = Type.Object({
  email: Email,
  name: Text(200, 'display name', 'Noor Haddad'),
  role: OneOf(STAFF_ROLES),
  password: Password,
  languages: Type.Optional(Type.Array(Type.Enum([...LOCALES]), { maxItems: LOCALES.length })),
});
export const StaffCreated = Type.Object({ id: Id('staff id', 3), email: Type.String(), name: Type.String(), role: OneOf(STAFF_ROLES) });

export const StatusQuery = { status: statusFilter };
export const Registration = Type.Object({
  user_id: userId,
  pen_name: Type.String(),
  account_email: Type.String(),
  contact_email: Type.String(),
  gender: Type.String(),
  country: Type.String(),
  editor: Nullable(Type.String()),
  review_status: Type.String(),
  submitted_at: IsoTime(),
});
export const UserIdRequest = Type.Object({ user_id: userId });
export const RegistrationRejectRequest = Type.Object({ user_id: userId, reason: OneOf(REGISTRATION_REJECT_REASONS), note: Type.Optional(Text(TEXT_MAX_CHARS, 'a note for the author', '')) });
export const RegistrationReviewed = Type.Object({ user_id: userId, author_status: Type.Integer({ examples: [1] }) });
export const IntroEntry = Type.Object({ id: Id('intro version', 7), user_id: userId, pen_name: Type.String(), text: Type.String(), status: Type.String(), reason: Nullable(Type.String()), submitted_at: IsoTime() });
export const IntroIdRequest = Type.Object({ id: Id('intro version', 7) });
export const IntroRejectRequest = Type.Object({ id: Id('intro version', 7), reason });
export const IntroReviewed = Type.Object({ id: Id('intro version', 7), status: Type.String({ examples: ['passed'] }) });
export const UserCardQuery = { user_id: userId };

export const StatsImportRequest = Type.Object({
  rows: Type.Array(
    Type.Object({
      email: Email,
      total_income_minor: importedIncome,
      currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', examples: ['USD'] })),
      total_pv: bigFigure('page views', 98231),
      total_followers: figure('followers of all works', 3150),
      total_chapters: figure('chapters', 1262),
      followers: figure('followers', 1280),
      level: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, examples: [4] })),
    }),
    { maxItems: 10_000 },
  ),
});
export const ImportResult = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(unknown: T) =>
  Type.Object({ imported: Count('rows imported', 10), unknown: Type.Array(unknown, { description: 'rows that matched nothing' }) });

export const NovelReview = Type.Object({
  original_book_id: Id('novel id', 12),
  novel_no: Type.String(),
  title: Type.String(),
  pen_name: Type.String(),
  account_email: Type.String(),
  status: Type.String(),
  review_status: Type.String(),
  updated_at: IsoTime(),
});
export const BookIdRequest = Type.Object({ original_book_id: Id('novel id', 12) });
export const NovelRejectRequest = Type.Object({ original_book_id: Id('novel id', 12), reason });
export const NovelReviewed = Type.Object({ original_book_id: Id('novel id', 12), review_status: Type.String({ examples: ['passed'] }) });
export const ContestEntry = Type.Object({
  id: Id('contest id', 2),
  name: Type.String(),
  section_id: Nullable(Type.Integer()),
  category_id: Nullable(Type.Integer({ description: 'the main category whose novels may join; null for every category' })),
  starts_at: IsoTime(),
  ends_at: IsoTime(),
});
export const ContestCreateRequest = Type.Object({
  names: localized,
  descriptions: Type.Optional(localized),
  starts_at: Text(40, 'ISO-8601 start', '2026-12-01T00:00:00.000Z'),
  ends_at: Text(40, 'ISO-8601 end', '2026-12-31T00:00:00.000Z'),
  section_id: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000, examples: [1] }))),
  category_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'a main category: only its novels may join (null: every category)', examples: [1] }))),
});
export const ContestCreated = Type.Object({ id: Id('contest id', 2) });
export const NovelStatsImportRequest = Type.Object({
  rows: Type.Array(
    Type.Object({
      original_book_id: Id('novel id', 12),
      total_income_minor: importedIncome,
      currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$', examples: ['USD'] })),
      total_pv: bigFigure('page views', 98231),
      followers: figure('followers', 1280),
    }),
    { maxItems: 10_000 },
  ),
});

export const ChapterUpdate = Type.Object({
  original_chapter_id: Id('chapter id', 301),
  original_book_id: Id('novel id', 12),
  novel: Type.String(),
  pen_name: Type.String(),
  chapter_code: Id('chapter no.', 13),
  live_title: Type.String(),
  new_title: Nullable(Type.String()),
  submitted_at: Nullable(IsoTime()),
});
export const ChapterIdRequest = Type.Object({ original_chapter_id: Id('chapter id', 301) });
export const ChapterRejectRequest = Type.Object({ original_chapter_id: Id('chapter id', 301), reason });
export const ChapterReviewed = Type.Object({ original_chapter_id: Id('chapter id', 301), status: Type.Optional(Type.String()), updated_content_status: Nullable(Type.String()) });
export const ReleaseRun = Type.Object({ ran: Type.Boolean(), released: Count('chapters released', 2), chapters: Type.Array(Id('chapter id', 301)) });

export { ListOf };

/** keys:rotate through a running server: optionally re-read the key file first (the CLI has just put a new key in it). */
export const KeysRotateRequest = Type.Object(
  {
    reload_key_file: Type.Optional(Type.Boolean({ examples: [true] })),
    batch_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, examples: [500] })),
  },
  { additionalProperties: false },
);
export const KeysRotated = Type.Object({
  key_id: Type.String({ examples: ['k2'] }),
  rewritten: Count('values re-encrypted under the newest key', 12),
  columns: Type.Array(Type.Object({ column: Type.String({ examples: ['authors.birth_date'] }), rewritten: Count('values', 12) })),
});
