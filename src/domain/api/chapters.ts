/** Wire types of chapters: the manage list, the editor, saves, versions, first paid chapter, calendar. */
import Type, { type Static } from 'typebox';
import { CHAPTER_STATUSES, SAVE_ACTIONS, UPDATED_CONTENT_STATUSES } from '../chapter';
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

/** One chapter in the editor (GET /v1/writeCenter.chapterInfo). */
export const ChapterDetail = Type.Object({
  ...chapterSummaryProperties,
  original_book_id: Id('novel id', 12),
  book_title: Type.String({ examples: ['The Lantern Archive'] }),
  section_id: Type.Integer({ examples: [1] }),
  content: Type.String({ description: 'the text being written: the unpublished edit when there is one', examples: ['The harbour bell rang twice…'] }),
  live_title: Nullable(Type.String({ description: 'what readers see, for live chapters with an edit waiting' })),
  live_content: Nullable(Type.String()),
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
export const ChapterConflict = Type.Object({ version: Id('stored version', 6), title: Type.String(), content: Type.String(), saved_at: IsoTime() });
export type ChapterConflict = Static<typeof ChapterConflict>;

const VersionKind = OneOf(['autosave', 'draft', 'publish', 'schedule', 'restore', 'approved'] as const, 'what made this version');

/** An entry of a chapter's version history; `content` only when one version is asked for. */
export const ChapterVersionEntry = Type.Object({
  version: Id('version', 3),
  title: Type.String({ examples: ['The Lamplighter’s Debt'] }),
  words: Count('words', 2011),
  kind: VersionKind,
  saved_at: IsoTime(),
  content: Type.Optional(Type.String()),
});
export type ChapterVersionEntry = Static<typeof ChapterVersionEntry>;
export const ChapterVersionList = ListOf(ChapterVersionEntry);

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

/** Title and content travel as text; their rules (src/domain/schemas/chapter.ts) name each bad field. */
const chapterText = {
  title: Type.Optional(Text(4000, 'chapter title', 'The Lamplighter’s Debt')),
  content: Type.Optional(Text(200_000, 'chapter content', 'The harbour bell rang twice…')),
  action: OneOf(SAVE_ACTIONS, 'autosave | draft | publish | schedule | unschedule'),
  release_at: Type.Optional(Text(40, 'ISO-8601 time, for schedule', '2026-12-01T08:00:00.000Z')),
};
export const ChapterAddRequest = Type.Object({ ...chapterText, original_book_id: Id('novel id', 12) });
export const ChapterSaveRequest = Type.Object({ ...chapterText, original_chapter_id: Id('chapter id', 301), version: Id('the version read', 4) });
export const ChapterIdRequest = Type.Object({ original_chapter_id: Id('chapter id', 301) });
export const ChapterRestoreRequest = Type.Object({ original_chapter_id: Id('chapter id', 301), version: Id('the version read', 4), restore_version: Id('the version to bring back', 2) });
export const ChapterFirstPaidRequest = Type.Object({ original_book_id: Id('novel id', 12), original_chapter_id: Id('chapter id', 301) });
export const ChapterRemoved = Type.Object({ original_chapter_id: Id('chapter id', 301), status: Type.Literal('deleted') });
