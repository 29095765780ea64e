/**
 * Wire types of release.feed (/platform/v1/release.feed): what the reader site mirrors of the
 * authors' works, in the order it committed. Each event carries the novel as it is now and, for a
 * released or approved chapter, the chapter's live text as it is now: a mirror that applies every
 * event in order ends equal to what readers may see, and an update under review never appears.
 */
import Type, { type Static } from 'typebox';
import { Count, Id, IsoTime, Nullable, OneOf } from './common';
import { REVIEW_STATUSES } from '../author';
import { CONTENT_RATINGS } from '../limits';
import { WORK_STATUSES } from '../novel';

/**
 * What happened: a novel was created or changed (details, cover, status, review, first paid
 * chapter), a chapter went out (now, or when its scheduled time came), an update of a live chapter
 * passed review, a chapter was deleted, a novel was finished.
 */
export const RELEASE_KINDS = ['novel_created', 'novel_changed', 'chapter_released', 'chapter_updated', 'chapter_deleted', 'novel_finished'] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

export const ReleaseNovel = Type.Object({
  original_book_id: Id('the novel', 12),
  title: Type.String({ examples: ['The Quiet Harbour'] }),
  name: Type.String({ description: 'an alternative or working name (may be empty)' }),
  author_name: Type.String({ description: 'the author’s pen name', examples: ['Mara Quill'] }),
  blurb: Type.String(),
  intro: Type.String(),
  protagonists: Type.String(),
  section_id: Id('the language section', 1),
  category_id: Id('category', 3),
  sub_category_id: Id('sub-category', 14),
  genre_ids: Type.Array(Type.Integer()),
  label_ids: Type.Array(Type.Integer()),
  content_rating: OneOf(CONTENT_RATINGS, 'content rating'),
  cover_url: Nullable(Type.String({ description: 'the cover image, or null without one', examples: ['/uploads/public/cover/3f9a.jpg'] })),
  status: OneOf(WORK_STATUSES, 'work status: finished when the author finished it, deleted when a draft novel was deleted'),
  review_status: OneOf(REVIEW_STATUSES, 'the editors’ review of the novel’s details: the reader site lists a novel once it is passed'),
  first_paid_chapter_code: Nullable(Id('the first paid chapter no.: it and every chapter after it are paid; null: every chapter is free', 21)),
  word_count: Count('words of the live chapters', 48210),
});
export type ReleaseNovel = Static<typeof ReleaseNovel>;

export const ReleasedChapter = Type.Object({
  original_chapter_id: Id('the chapter', 301),
  chapter_code: Id('chapter no., 1-based within the novel', 7),
  title: Type.String({ examples: ['Chapter 7: The Lighthouse'] }),
  html: Type.String({ description: 'the live text as sanitised HTML: only p (class="center" at most), em, strong, u, s, hr and blockquote', examples: ['<p>The lamp was lit at dusk.</p>'] }),
  text: Type.String({ description: 'the live text as plain text (paragraphs on their own lines, a scene break as ***)', examples: ['The lamp was lit at dusk.'] }),
  note_before: Nullable(Type.String({ description: 'the author’s note shown before the chapter (the novel’s default when the chapter has none)' })),
  note_after: Nullable(Type.String({ description: 'the author’s note shown after the chapter (the novel’s default when the chapter has none)' })),
  words: Count('words of the text (notes never count)', 2140),
  paid: Type.Boolean({ description: 'paid now (chapter_code ≥ the novel’s first_paid_chapter_code); a later novel_changed may move the line' }),
  released_at: IsoTime('when it went out'),
});
export type ReleasedChapter = Static<typeof ReleasedChapter>;

export const ReleaseEvent = Type.Object({
  seq: Id('the event’s place in the feed; pass the last one as `cursor`', 2048),
  kind: OneOf(RELEASE_KINDS, 'what happened'),
  at: IsoTime('when it committed'),
  novel: ReleaseNovel,
  original_chapter_id: Nullable(Id('the chapter of a chapter_* event', 301)),
  chapter_code: Nullable(Id('its chapter no.', 7)),
  chapter: Nullable(ReleasedChapter),
  silent: Type.Boolean({ description: 'a chapter_released the author asked to go out quietly: do not notify the novel’s followers', examples: [false] }),
});
export type ReleaseEvent = Static<typeof ReleaseEvent>;

export const ReleaseFeed = Type.Object({
  events: Type.Array(ReleaseEvent),
  cursor: Count('the last event’s seq (or the cursor sent): pass it next time', 2048),
  more: Type.Boolean({ description: 'more events wait after this page' }),
});
export type ReleaseFeed = Static<typeof ReleaseFeed>;

/** What a reader sees of one chapter in a mirror. */
export const MirrorChapter = Type.Object({
  original_chapter_id: Id('the chapter', 301),
  chapter_code: Id('chapter no.', 7),
  title: Type.String(),
  words: Count('words', 2140),
  paid: Type.Boolean(),
});
export type MirrorChapter = Static<typeof MirrorChapter>;

/** What a reader sees of one novel in a mirror: its details and its chapters in order. */
export const MirrorNovel = Type.Object({
  original_book_id: Id('the novel', 12),
  title: Type.String(),
  author_name: Type.String(),
  status: Type.String({ examples: ['released'] }),
  review_status: Type.String({ examples: ['passed'] }),
  first_paid_chapter_code: Nullable(Id('first paid chapter no.', 21)),
  chapters: Type.Array(MirrorChapter),
});
export type MirrorNovel = Static<typeof MirrorNovel>;
