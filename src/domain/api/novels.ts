/** Wire types of novels and their reference data (languages among them). */
import Type, { type Static } from 'typebox';
import { REVIEW_STATUSES } from '../author';
import { CONTENT_RATINGS } from '../limits';
import { WORK_STATUSES } from '../novel';
import { Count, Id, INT4_MAX, IsoTime, ListOf, MinorAmount, Nullable, OneOf, PageOf, Text } from './common';

/** GET /v1/writeCenter.bookSection. */
export const LanguageSection = Type.Object({
  lang: Type.String({ examples: ['en'] }),
  section_name: Type.String({ examples: ['English'] }),
  section_id: Type.Integer({ examples: [1] }),
});
export type LanguageSection = Static<typeof LanguageSection>;

export const NamedOption = Type.Object({ id: Id('option id', 4), name: Type.String({ examples: ['Fantasy'] }) });
export type NamedOption = Static<typeof NamedOption>;

/** GET /v1/writeCenter.bookSubClass: categories with their sub-categories. */
export const CategoryOption = Type.Object({ id: Id('category id', 2), name: Type.String({ examples: ['Fantasy'] }), children: Type.Array(NamedOption) });
export type CategoryOption = Static<typeof CategoryOption>;

export const TagCategoryOption = Type.Object({
  id: Id('tag category id', 1),
  name: Type.String({ examples: ['Lead'] }),
  starred: Type.Boolean({ description: 'at least one label of this category is required', examples: [true] }),
  labels: Type.Array(NamedOption),
});
export type TagCategoryOption = Static<typeof TagCategoryOption>;

export const ContentRatingOption = Type.Object({ rating: OneOf(CONTENT_RATINGS, 'content rating'), note: Type.String({ examples: ['For readers 13 and older'] }) });
export type ContentRatingOption = Static<typeof ContentRatingOption>;

export const ContestInfo = Type.Object({
  id: Id('contest id', 2),
  name: Type.String({ examples: ['Spring Fantasy'] }),
  description: Type.String({ examples: ['New fantasy novels started this spring.'] }),
  section_id: Nullable(Type.Integer({ examples: [1] })),
  /** the category whose novels may join; null (or absent in older answers) for every category */
  category_id: Type.Optional(Nullable(Type.Integer({ examples: [1] }))),
  starts_at: IsoTime(),
  ends_at: IsoTime(),
  open: Type.Boolean({ examples: [true] }),
});
export type ContestInfo = Static<typeof ContestInfo>;

/** GET /v1/writeCenter.bookOptions: everything else the novel form offers. */
export const BookOptions = Type.Object({
  genres: Type.Array(NamedOption),
  tag_categories: Type.Array(TagCategoryOption),
  ratings: Type.Array(ContentRatingOption),
  contests: Type.Array(ContestInfo),
});
export type BookOptions = Static<typeof BookOptions>;

const novelSummaryProperties = {
  original_book_id: Id('novel id', 12),
  novel_no: Type.String({ examples: ['WC-000012'] }),
  title: Type.String({ examples: ['The Lantern Archive'] }),
  name: Type.String({ examples: [''] }),
  cover_url: Nullable(Type.String({ examples: ['/uploads/cover/9b2e.webp'] })),
  section_id: Type.Integer({ examples: [1] }),
  status: OneOf(WORK_STATUSES, 'work status'),
  review_status: OneOf(REVIEW_STATUSES, 'review state'),
  reject_reason: Nullable(Type.String({ examples: ['The blurb repeats chapter 1.'] })),
  word_count: Count('words of released chapters', 1254300),
  chapter_count: Count('chapters', 1203),
  next_chapter_code: Id('the chapter no. a new chapter gets (codes are never reused)', 1204),
  last_update_at: IsoTime(),
  created_at: IsoTime(),
  contest: Nullable(Type.Object({ id: Id('contest id', 2), name: Type.String({ examples: ['Spring Fantasy'] }) })),
};

/** A row of /mywork (GET /v1/writeCenter.bookList). */
export const NovelSummary = Type.Object(novelSummaryProperties);
export type NovelSummary = Static<typeof NovelSummary>;
export const NovelPage = PageOf(NovelSummary);

/** GET /v1/writeCenter.bookInfo: the edit form and the manage screen's facts. */
export const NovelDetail = Type.Object({
  ...novelSummaryProperties,
  blurb: Type.String({ examples: ['A quiet harbour town keeps its secrets…'] }),
  intro: Type.String({ examples: [''] }),
  protagonists: Type.String({ examples: ['Wren, Ade'] }),
  category_id: Type.Integer({ examples: [2] }),
  sub_category_id: Type.Integer({ examples: [9] }),
  genre_ids: Type.Array(Type.Integer({ examples: [3] })),
  label_ids: Type.Array(Type.Integer({ examples: [11] })),
  content_rating: OneOf(CONTENT_RATINGS, 'content rating'),
  exclusive: Type.Boolean({ examples: [true] }),
  original_platform: Type.String({ examples: [''] }),
  estimated_words: Count('estimated finished words', 800000),
  monthly_words: Count('monthly update words', 60000),
  version: Id('send it back with an edit; a stale one answers 4009', 3),
  total_income_minor: MinorAmount('income in whole minor units of `currency`, as a decimal string'),
  currency: Type.String({ examples: ['USD'] }),
  total_pv: Count('page views', 98231),
  followers: Count('followers', 1280),
  default_note_before: Nullable(Type.String({ description: 'the author’s note before every chapter that has none of its own', examples: [null] })),
  default_note_after: Nullable(Type.String({ description: 'the author’s note after every chapter that has none of its own', examples: ['New chapters every Friday.'] })),
});
export type NovelDetail = Static<typeof NovelDetail>;

/** An id, or "" from an empty select (the rules then name the field). */
const idOrEmpty = (description: string, example: number) =>
  Type.Union([Type.Integer({ minimum: 0, maximum: INT4_MAX }), Type.Literal('')], { description, examples: [example] });
/** A 3–8 digit figure as the form holds it (number or text); the rule says what is wrong with it. */
const figureOrEmpty = (description: string, example: number) => Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { description, examples: [example] });
const ids = (description: string, example: number) => Type.Array(Type.Integer({ minimum: 1, maximum: INT4_MAX }), { maxItems: 100, description, examples: [[example]] });

/** The novel form's fields (rules: src/domain/schemas/novel.ts, which names each bad field). */
export const NovelFormBody = {
  section_id: Type.Optional(idOrEmpty('language section', 1)),
  title: Type.Optional(Text(4000, 'title: words per site policy, each starting with a capital', 'The Quiet Harbour')),
  name: Type.Optional(Text(4000, 'novel name', '')),
  blurb: Type.Optional(Text(12_000, 'blurb: 50–500 words', 'A quiet harbour town keeps its secrets …')),
  intro: Type.Optional(Text(24_000, 'intro: at most 1000 words, no chapter content', '')),
  protagonists: Type.Optional(Text(4000, 'protagonists', 'Wren, Ade')),
  genre_ids: Type.Optional(ids('1–3 genres', 3)),
  label_ids: Type.Optional(ids('1–2 labels per tag category; starred categories need one', 11)),
  category_id: Type.Optional(idOrEmpty('category', 2)),
  sub_category_id: Type.Optional(idOrEmpty('sub-category of the category', 9)),
  content_rating: Type.Optional(Text(8, '10+, 13+, 17+ or 18+', '13+')),
  cover_id: Type.Optional(Text(64, 'an uploaded cover (writeCenter.coverUpload)', '9b2e…')),
  exclusive: Type.Optional(Type.Boolean({ examples: [true] })),
  original_platform: Type.Optional(Text(4000, 'required when not exclusive', '')),
  estimated_words: Type.Optional(figureOrEmpty('estimated finished words, 3–8 digits', 800000)),
  monthly_words: Type.Optional(figureOrEmpty('monthly update words, 3–8 digits', 60000)),
  default_note_before: Type.Optional(Nullable(Text(20_000, 'note before every chapter without its own, with the chapter text’s character rules; absent: unchanged, null or "": none', ''))),
  default_note_after: Type.Optional(Nullable(Text(20_000, 'note after every chapter without its own, with the chapter text’s character rules; absent: unchanged, null or "": none', 'New chapters every Friday.'))),
};
export const NovelCreateRequest = Type.Object({ ...NovelFormBody, event_id: Type.Optional(Id('contest to join', 2)) });
export const NovelEditRequest = Type.Object({ ...NovelFormBody, original_book_id: Id('novel id', 12), version: Id('the version read', 3) });

export const BookIdRequest = Type.Object({ original_book_id: Id('novel id', 12) });
export const BookStatusRequest = Type.Object({ original_book_id: Id('novel id', 12), status: Text(16, 'finished, or updating to take it up again', 'finished') });
export const ContestJoinRequest = Type.Object({ original_book_id: Id('novel id', 12), contest_id: Id('contest id', 2) });

export const CoverUploaded = Type.Object({
  cover_id: Type.String({ examples: ['9b2e…'] }),
  cover_url: Type.String({ examples: ['/uploads/cover/9b2e.webp'] }),
});

export const SectionList = ListOf(LanguageSection);
export const CategoryList = ListOf(CategoryOption);
export const ContestList = ListOf(ContestInfo);
