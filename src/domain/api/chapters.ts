/** Wire types of chapters: the manage list, the editor, saves, versions, first paid chapter, calendar. */
import Type, { type Static } from 'typebox';
import { CHAPTER_STATUSES, SAVE_ACTIONS, UPDATED_CONTENT_STATUSES } from '../chapter';
import { CHAPTER_MARKS, type ChapterDoc } from '../chapter-doc';
import { Count, DateString, Id, IsoTime, ListOf, Nullable, OneOf, PageOf, Text } from './common';

const ChapterStatus = OneOf(CHAPTER_STATUSES, 'chapter status');
const UpdatedContentStatus = Nullable(OneOf(UPDATED_CONTENT_STATUSES, 'state of an edit of a live chapter'));

const chapterSummaryProperties = {
  original_chapter_id: Id('chapter id', 301),
  chapter_code: Id('chapter no.', 13),
  title: Type.String({ examples: ['The Lamplighter’s Debt'] }),
  words: Count('words by the novel’s counting rule', 2140),
  status: ChapterStatus,
  updated_content_status: UpdatedContentStatus,
  first_paid: Type.Boolean({ examples: [false] }),
  paid: Type.Boolean({ description: 'at or after the novel’s first paid chapter', examples: [false] }),
  release_at: Nullable(IsoTime('scheduled or actual release')),
  updated_at: IsoTime(),
};

/** A row of the manage screen's chapter list (GET /v1/writeCenter.chapterList). */
export const ChapterSummary = Type.Object(chapterSummaryProperties);
export type ChapterSummary = Static<typeof ChapterSummary>;
export const ChapterPage = Type.Object({
  ...PageOf(ChapterSummary).properties,
  next_after: Nullable(Type.Integer({ minimum: 0, description: 'with `after_code`: the code to ask after for the next window (null: no more)', examples: [200] })),
});
export type ChapterPage = Static<typeof ChapterPage>;

const TextNode = Type.Object({
  type: Type.Literal('text'),
  text: Type.String({ minLength: 1 }),
  marks: Type.Optional(Type.Array(Type.Object({ type: OneOf(CHAPTER_MARKS, 'bold | italic | underline | strike') }))),
});
const Paragraph = Type.Object({
  type: Type.Literal('paragraph'),
  attrs: Type.Optional(Type.Object({ textAlign: Type.Optional(Nullable(Type.Literal('center'))) })),
  content: Type.Optional(Type.Array(TextNode)),
});
const DOC_EXAMPLE: ChapterDoc = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [{ type: 'text', text: 'The harbour bell rang ' }, { type: 'text', text: 'twice', marks: [{ type: 'italic' }] }, { type: 'text', text: '.' }] },
    { type: 'horizontalRule' },
    { type: 'paragraph', attrs: { textAlign: 'center' }, content: [{ type: 'text', text: 'Morning' }] },
  ],
};

/**
 * A chapter as a document (src/domain/chapter-doc.ts), as the server answers it: paragraphs (optionally
 * centred), scene breaks (horizontalRule) and block quotes of paragraphs; text marked bold, italic,
 * underline or strike.
 */
export const ChapterDocument = Type.Unsafe<ChapterDoc>(
  Type.Object(
    {
      type: Type.Literal('doc'),
      content: Type.Array(Type.Union([Paragraph, Type.Object({ type: Type.Literal('horizontalRule') }), Type.Object({ type: Type.Literal('blockquote'), content: Type.Array(Paragraph) })])),
    },
    { description: 'the chapter as a document (ProseMirror JSON of the chapter schema)', examples: [DOC_EXAMPLE] },
  ),
);

/**
 * A document as a client sends it: any object. What is outside the chapter schema (other nodes, marks,
 * attributes, empty text) is dropped rather than refused, so an editor's extra markup never fails a save.
 */
const ChapterDocumentInput = Type.Unsafe<unknown>({
  type: 'object',
  description: 'the chapter as a document (see ChapterDocument); when present, `content` is ignored and derived from it. Nodes and marks outside the chapter schema are dropped.',
  examples: [DOC_EXAMPLE],
});

/** An author's note around the chapter: text, or null for the novel's default. */
// One type list, not a union: the edge coerces types, and a union would turn "" (no note at all) into null
// (the default) or null into "", whichever it tried first.
const Note = (where: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 20_000, description: `the author’s note ${where} the chapter; null: the novel’s default; "": none. Readers get it with the chapter, so it keeps the text’s character rules (checked when the chapter goes out, and on every save of a live chapter)`, examples: ['Thanks for reading!'] });

/** One chapter in the editor (GET /v1/writeCenter.chapterInfo). */
export const ChapterDetail = Type.Object({
  ...chapterSummaryProperties,
  original_book_id: Id('novel id', 12),
  book_title: Type.String({ examples: ['The Lantern Archive'] }),
  section_id: Type.Integer({ examples: [1] }),
  content: Type.String({ description: 'the text being written: the unpublished edit when there is one (plain text of content_doc)', examples: ['The harbour bell rang twice…'] }),
  content_doc: ChapterDocument,
  note_before: Note('before'),
  note_after: Note('after'),
  default_note_before: Nullable(Type.String({ description: 'the novel’s note before every chapter without its own', examples: [null] })),
  default_note_after: Nullable(Type.String({ description: 'the novel’s note after every chapter without its own', examples: ['New chapters every Friday.'] })),
  live_title: Nullable(Type.String({ description: 'what readers see, for live chapters with an edit waiting' })),
  live_content: Nullable(Type.String()),
  live_content_doc: Nullable(ChapterDocument),
  has_draft: Type.Boolean({ examples: [false] }),
  reject_reason: Nullable(Type.String({ examples: ['Please keep the original ending.'] })),
  submitted_at: Nullable(IsoTime()),
  version: Id('send it back with every save; a stale one answers 4009', 4),
  next_chapter_code: Id('the chapter no. the next new chapter of this novel gets', 1204),
});
export type ChapterDetail = Static<typeof ChapterDetail>;

/** What a save answers. */
export const ChapterSaved = Type.Object({
  original_chapter_id: Id('chapter id', 301),
  chapter_code: Id('chapter no.', 13),
  version: Id('the new version', 5),
  status: ChapterStatus,
  updated_content_status: UpdatedContentStatus,
  release_at: Nullable(IsoTime()),
  words: Count('words', 2140),
  saved_at: IsoTime(),
});
export type ChapterSaved = Static<typeof ChapterSaved>;

/** The 4009 answer's data: what is stored now, so both versions can be shown. */
export const ChapterConflict = Type.Object({ version: Id('stored version', 6), title: Type.String(), content: Type.String(), content_doc: ChapterDocument, saved_at: IsoTime() });
export type ChapterConflict = Static<typeof ChapterConflict>;

const VersionKind = OneOf(['autosave', 'draft', 'publish', 'schedule', 'restore', 'approved'] as const, 'what made this version');

/** An entry of a chapter's version history; `content` and `content_doc` only when one version is asked for. */
export const ChapterVersionEntry = Type.Object({
  version: Id('version', 3),
  title: Type.String({ examples: ['The Lamplighter’s Debt'] }),
  words: Count('words', 2011),
  kind: VersionKind,
  saved_at: IsoTime(),
  content: Type.Optional(Type.String()),
  content_doc: Type.Optional(ChapterDocument),
});
export type ChapterVersionEntry = Static<typeof ChapterVersionEntry>;
export const ChapterVersionList = ListOf(ChapterVersionEntry);

/** What readers see now ("as released"): asked for as `version=released`. */
export const RELEASED_VERSION = 'released';
/** A version to read or compare: its number, or `released` for what readers see. */
export const VersionRef = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Literal(RELEASED_VERSION)], {
  description: 'a version number, or "released" for the text readers see',
  examples: [3],
});
/** One side of a comparison. */
export const ComparedVersion = Type.Object({
  version: Nullable(Type.Integer({ description: 'null for the released text', examples: [3] })),
  title: Type.String(),
  words: Count('words', 2011),
  content: Type.String(),
  content_doc: ChapterDocument,
});
const DiffPartSchema = Type.Object({
  kind: OneOf(['same', 'added', 'removed', 'formatted'] as const, 'same, added or removed text; formatted: the same text with other formatting'),
  text: Type.String(),
  before: Type.Optional(Type.Array(Type.String(), { description: 'formatted: the formatting before (bold, italic, underline, strike, center, quote)' })),
  after: Type.Optional(Type.Array(Type.String(), { description: 'formatted: the formatting after' })),
});
/** GET /v1/writeCenter.chapterCompare: two versions and the changes from the first to the second. */
export const ChapterComparison = Type.Object({
  from: ComparedVersion,
  to: ComparedVersion,
  parts: Type.Array(DiffPartSchema),
  added: Count('words added', 120),
  removed: Count('words removed', 35),
  formatted: Count('paragraphs whose formatting alone changed', 2),
});
export type ChapterComparison = Static<typeof ChapterComparison>;

/** What setting a chapter as the first paid one would change (GET /v1/writeCenter.firstPaidPreview). */
export const FirstPaidPreview = Type.Object({
  original_chapter_id: Id('chapter id', 301),
  chapter_code: Id('chapter no.', 21),
  title: Type.String({ examples: ['Ink And Salt'] }),
  current_chapter_code: Nullable(Type.Integer({ examples: [25] })),
  paid: Type.Object({ released: Count(), scheduled: Count(), draft: Count() }, { description: 'chapters at or after it, by status' }),
  becoming_free: Count('chapters that were paid and would become free', 4),
  last_chapter_code: Type.Integer({ examples: [1203] }),
});
export type FirstPaidPreview = Static<typeof FirstPaidPreview>;
export const FirstPaidSet = Type.Object({ original_book_id: Id('novel id', 12), original_chapter_id: Id('chapter id', 301), chapter_code: Id('chapter no.', 21) });

/** The writing calendar (GET /v1/writeCenter.writingCalendar), days in the asked time zone. */
export const WritingCalendar = Type.Object({
  time_zone: Type.String({ examples: ['Asia/Jakarta'] }),
  from: DateString(),
  to: DateString(),
  days: Type.Array(Type.Object({ date: DateString(), words: Count('new words', 2300), chapters: Count('chapters released', 1) })),
  scheduled: Type.Array(Type.Object({ date: DateString(), chapters: Count('chapters scheduled', 2) })),
  streak: Type.Object({ current: Count('days in a row up to today', 5), longest: Count('longest run', 19) }),
  total_words: Count('new words in the range', 45210),
});
export type WritingCalendar = Static<typeof WritingCalendar>;

/**
 * The title travels as text, the content as a document (`content_doc`) or, from older clients, as text;
 * their rules (src/domain/schemas/chapter.ts) name each bad field.
 */
const chapterText = {
  title: Type.Optional(Text(4000, 'chapter title', 'The Lamplighter’s Debt')),
  content: Type.Optional(Text(200_000, 'chapter content as plain text (ignored when content_doc is sent): paragraphs by line, a line of *** a scene break', 'The harbour bell rang twice…')),
  content_doc: Type.Optional(ChapterDocumentInput),
  note_before: Type.Optional(Note('before')),
  note_after: Type.Optional(Note('after')),
  action: OneOf(SAVE_ACTIONS, 'autosave | draft | publish | schedule | unschedule'),
  release_at: Type.Optional(Text(40, 'ISO-8601 time, for schedule', '2026-12-01T08:00:00.000Z')),
};
export const ChapterAddRequest = Type.Object({ ...chapterText, original_book_id: Id('novel id', 12) });
export const ChapterSaveRequest = Type.Object({ ...chapterText, original_chapter_id: Id('chapter id', 301), version: Id('the version read', 4) });
export const ChapterIdRequest = Type.Object({ original_chapter_id: Id('chapter id', 301) });
export const ChapterRestoreRequest = Type.Object({ original_chapter_id: Id('chapter id', 301), version: Id('the version read', 4), restore_version: Id('the version to bring back', 2) });
export const ChapterFirstPaidRequest = Type.Object({ original_book_id: Id('novel id', 12), original_chapter_id: Id('chapter id', 301) });
export const ChapterRemoved = Type.Object({ original_chapter_id: Id('chapter id', 301), status: Type.Literal('deleted') });
