/**
 * Wire types of reader comments: what the platform sends (comment.ingest,
 * comment.retract) and reads back (reply.feed), and the author's inbox (/v1/comment.*).
 */
import Type, { type Static } from 'typebox';
import { Count, Id, IsoTime, Nullable, OneOf, Text } from './common';
import {
  BLOCK_DAYS,
  COMMENT_BATCH_MAX,
  COMMENT_BULK_MAX,
  COMMENT_PAGE_SIZE,
  COMMENT_SEARCH_MAX,
  COMMENT_STATES,
  REMOVED_BY,
  COMMENT_TYPES,
  COMMENT_VIEWS,
  DELETE_REASONS,
  PINNED_FILTERS,
  REPLY_FILTERS,
  REPLY_MAX_CHARS,
} from '../comment';
import { TimeIdCursor } from './cursor';

const PlatformCommentId = (description = 'the platform’s id of the comment') =>
  Type.String({ minLength: 1, maxLength: 100, description, examples: ['c-2026-11-26-0042'] });
const ReaderId = Type.String({ minLength: 1, maxLength: 100, description: 'the platform’s id of the reader', examples: ['r-88412'] });

/** One comment a reader wrote on the reader site. */
export const CommentWire = Type.Object({
  id: PlatformCommentId('the platform’s id of the comment: sending it again changes nothing'),
  original_book_id: Id('the novel', 12),
  chapter_id: Type.Optional(Id('the chapter (chapter and paragraph comments)', 3412)),
  type: OneOf(COMMENT_TYPES, 'review (of the novel), chapter or paragraph'),
  paragraph: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'a paragraph comment’s paragraph, from 1', examples: [4] })),
  quote: Type.Optional(Text(500, 'the words of the paragraph the comment is about', 'The lantern swung once and went out.')),
  reader_id: ReaderId,
  reader_name: Text(100, 'the reader’s display name', 'nightowl_reads'),
  text: Type.String({ minLength: 1, maxLength: 10_000, description: 'what the reader wrote', examples: ['I did not see that coming!'] }),
  lang: Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 20, description: 'the comment’s language (BCP 47)', examples: ['en'] }),
  likes: Type.Optional(Count('likes so far', 3)),
  posted_at: IsoTime('when the reader wrote it'),
});
export type CommentWire = Static<typeof CommentWire>;

export const CommentIngestRequest = Type.Object({
  comments: Type.Array(CommentWire, { minItems: 1, maxItems: COMMENT_BATCH_MAX, description: `1 to ${COMMENT_BATCH_MAX} comments` }),
});
export type CommentIngestRequest = Static<typeof CommentIngestRequest>;

export const CommentRetractRequest = Type.Object({
  ids: Type.Array(PlatformCommentId('a comment its reader deleted'), { minItems: 1, maxItems: COMMENT_BATCH_MAX, description: `1 to ${COMMENT_BATCH_MAX} platform comment ids` }),
});
export type CommentRetractRequest = Static<typeof CommentRetractRequest>;

export const CommentIngestReport = Type.Object({
  accepted: Count('new comments stored', 998),
  removed: Count('of those, removed by the vetting (contact details, abuse) or hidden by a block', 2),
  duplicates: Count('comments received before (same id): nothing changed', 1),
  rejected: Type.Array(
    Type.Object({ index: Count('position in the request, from 0', 3), id: Type.String(), reason: Type.String({ description: 'why, in the request’s language' }) }),
    { description: 'comments not stored, with the reason; the others were kept' },
  ),
});
export type CommentIngestReport = Static<typeof CommentIngestReport>;

export const RetractReport = Type.Object({
  retracted: Count('comments now retracted', 2),
  unknown: Count('ids no comment has (or already retracted)', 0),
  refused: Count('comments on works of sites this key may not write for: left as they are', 0),
});
export type RetractReport = Static<typeof RetractReport>;

/** What reply.feed tells the reader site. */
export const FEED_KINDS = ['reply', 'reply_edited', 'reply_deleted', 'pinned', 'unpinned', 'comment_removed', 'comment_restored', 'reader_blocked', 'reader_unblocked'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const FeedEvent = Type.Object({
  seq: Id('the event’s place in the feed; pass the last one as `cursor`', 1042),
  kind: OneOf(FEED_KINDS, 'what the author did'),
  at: IsoTime('when'),
  original_book_id: Nullable(Id('the novel', 12)),
  comment_id: Nullable(Type.String({ description: 'the platform’s comment id', examples: ['c-2026-11-26-0042'] })),
  reader_id: Nullable(Type.String({ description: 'the reader (blocks)', examples: ['r-88412'] })),
  reply_id: Nullable(Id('the reply', 7)),
  text: Nullable(Type.String({ description: 'the reply’s text (reply, reply_edited)' })),
  author_name: Nullable(Type.String({ description: 'the author’s pen name (reply)' })),
  until: Nullable(IsoTime('a timed block’s end (reader_blocked)')),
  hide_past: Nullable(Type.Boolean({ description: 'hide the reader’s earlier comments too (reader_blocked)' })),
  removed_by: Nullable(OneOf(REMOVED_BY, 'who removed it (comment_removed): the author, or the platform’s moderators (the author cannot restore those)')),
});
export type FeedEvent = Static<typeof FeedEvent>;

export const ReplyFeed = Type.Object({
  events: Type.Array(FeedEvent),
  cursor: Count('the last event’s seq (or the cursor sent): pass it next time', 1042),
  more: Type.Boolean({ description: 'more events wait after this page' }),
});
export type ReplyFeed = Static<typeof ReplyFeed>;

/** The author's own reply. */
export const ReplyEntry = Type.Object({
  id: Id('reply id', 7),
  text: Type.String(),
  created_at: IsoTime(),
  edited_at: Nullable(IsoTime()),
});
export type ReplyEntry = Static<typeof ReplyEntry>;

export const CommentEntry = Type.Object({
  id: Id('comment id', 311),
  type: OneOf(COMMENT_TYPES),
  state: OneOf(COMMENT_STATES),
  original_book_id: Id('the novel', 12),
  book_title: Type.String(),
  chapter_id: Nullable(Id('the chapter', 3412)),
  chapter_code: Nullable(Id('the chapter’s number', 7)),
  chapter_title: Nullable(Type.String()),
  paragraph: Nullable(Type.Integer({ minimum: 1 })),
  quote: Nullable(Type.String({ description: 'the paragraph’s words a paragraph comment is about' })),
  reader_id: Type.String(),
  reader_name: Type.String(),
  reader_blocked: Type.Boolean({ description: 'the author blocks this reader now' }),
  text: Type.String(),
  lang: Type.String(),
  likes: Count(),
  posted_at: IsoTime(),
  pinned_at: Nullable(IsoTime()),
  handled_at: Nullable(IsoTime()),
  removed_reason: Nullable(Type.String({ description: 'why it was removed, in the request’s language' })),
  removed_at: Nullable(IsoTime()),
  replies: Type.Array(ReplyEntry),
});
export type CommentEntry = Static<typeof CommentEntry>;

export const CommentCounts = Type.Object({
  unreplied: Count('live comments needing a reply'),
  replied: Count(),
  pinned: Count(),
  unpinned: Count(),
  review: Count(),
  chapter: Count(),
  paragraph: Count(),
  removed: Count('removed by the vetting, the author or a block'),
  all: Count('live comments'),
});
export type CommentCounts = Static<typeof CommentCounts>;

export const CommentListQuery = Type.Object({
  view: Type.Optional(OneOf(COMMENT_VIEWS, 'live comments (default) or the removed ones')),
  type: Type.Optional(OneOf([...COMMENT_TYPES, 'all'] as const, 'comment type')),
  pinned: Type.Optional(OneOf(PINNED_FILTERS, 'pinned type')),
  reply: Type.Optional(OneOf(REPLY_FILTERS, 'reply status')),
  original_book_id: Type.Optional(Id('only this novel', 12)),
  chapter_id: Type.Optional(Id('only this chapter', 3412)),
  q: Type.Optional(Text(COMMENT_SEARCH_MAX, 'words in the comment or the reader’s name', 'lantern')),
  cursor: Type.Optional(TimeIdCursor('next_cursor of the previous page')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COMMENT_PAGE_SIZE, default: COMMENT_PAGE_SIZE, description: `comments in the page, at most ${COMMENT_PAGE_SIZE}`, examples: [20] })),
});
export type CommentListQuery = Static<typeof CommentListQuery>;

export const CommentList = Type.Object({
  list: Type.Array(CommentEntry),
  next_cursor: Nullable(Type.String({ description: 'pass it as `cursor` for the next page; null at the end' })),
  counts: CommentCounts,
  /** seconds until the author may reply again */
  wait_seconds: Count('seconds until the next reply is accepted (the 20-second interval)', 0),
});
export type CommentList = Static<typeof CommentList>;

export const ReplyRequest = Type.Object({
  comment_id: Id('comment id', 311),
  text: Type.String({ maxLength: REPLY_MAX_CHARS * 2, description: `the reply, 1–${REPLY_MAX_CHARS} characters`, examples: ['Thank you for reading!'] }),
});
export type ReplyRequest = Static<typeof ReplyRequest>;

export const ReplyEditRequest = Type.Object({
  reply_id: Id('reply id', 7),
  text: Type.String({ maxLength: REPLY_MAX_CHARS * 2, description: `the reply, 1–${REPLY_MAX_CHARS} characters` }),
});
export type ReplyEditRequest = Static<typeof ReplyEditRequest>;

export const ReplyIdRequest = Type.Object({ reply_id: Id('reply id', 7) });

export const ReplyResult = Type.Object({ reply: ReplyEntry, wait_seconds: Count('seconds until the next reply is accepted', 20) });
export type ReplyResult = Static<typeof ReplyResult>;

export const PinRequest = Type.Object({
  comment_id: Id('comment id', 311),
  replace: Type.Optional(Id('the pinned comment to unpin in its place, as the confirmation named it', 290)),
});
export type PinRequest = Static<typeof PinRequest>;

/** 4009 on comment.pin: the novel has three pinned; confirm replacing the earliest. */
export const PinConflictData = Type.Object({
  earliest: Type.Object({ id: Id('comment id', 290), reader_name: Type.String(), text: Type.String({ description: 'its first 120 characters' }), pinned_at: IsoTime() }),
});
export type PinConflictData = Static<typeof PinConflictData>;

export const CommentIdRequest = Type.Object({ comment_id: Id('comment id', 311) });

export const CommentIds = Type.Array(Id('comment id', 311), { minItems: 1, maxItems: COMMENT_BULK_MAX, uniqueItems: true, description: `1 to ${COMMENT_BULK_MAX} comments` });

export const CommentDeleteRequest = Type.Object({
  comment_ids: CommentIds,
  reason: OneOf(DELETE_REASONS, 'why', 'validation.reason.required'),
});
export type CommentDeleteRequest = Static<typeof CommentDeleteRequest>;

export const CommentHandleRequest = Type.Object({
  comment_ids: CommentIds,
  handled: Type.Optional(Type.Boolean({ description: 'false takes the mark off', default: true })),
});
export type CommentHandleRequest = Static<typeof CommentHandleRequest>;

export const BulkResult = Type.Object({ changed: Count('comments changed', 3) });

export const BlockEntry = Type.Object({
  id: Id('block id', 5),
  reader_id: Type.String(),
  reader_name: Type.String(),
  until: Nullable(IsoTime('when it ends by itself; null: until lifted')),
  hide_past: Type.Boolean(),
  created_at: IsoTime(),
});
export type BlockEntry = Static<typeof BlockEntry>;

export const BlockRequest = Type.Object({
  comment_id: Id('a comment of the reader to block', 311),
  days: Nullable(Type.Union([Type.Literal(1), Type.Literal(7), Type.Literal(30)], { description: `how long in days (${BLOCK_DAYS.filter(Boolean).join(', ')}); null: until lifted` })),
  hide_past: Type.Boolean({ description: 'hide the reader’s earlier comments on the author’s novels too' }),
});
export type BlockRequest = Static<typeof BlockRequest>;

export const UnblockRequest = Type.Object({ block_id: Id('block id', 5) });
