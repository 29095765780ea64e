/** Wire types of notices (the author's own messages), announcements and notice preferences. */
import Type, { type Static } from 'typebox';
import { Count, Id, IsoTime, Nullable, OneOf, Text } from './common';
import { IdCursor } from './cursor';

export const NOTICE_KINDS = ['review', 'contract', 'payout', 'comment', 'account', 'system'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** One notice, in the request's language. */
export const NoticeEntry = Type.Object({
  id: Id('notice id', 88),
  kind: OneOf(NOTICE_KINDS, 'what the notice is about'),
  title: Type.String({ examples: ['Your novel passed review'] }),
  body: Type.String({ examples: ['“The Lantern Archive” passed review.'] }),
  link: Nullable(Type.String({ description: 'where in the portal the notice leads', examples: ['/mywork/manageworks/12'] })),
  action_required: Type.Boolean({ description: 'kept on top until the task is done', examples: [false] }),
  read: Type.Boolean({ examples: [false] }),
  created_at: IsoTime(),
});
export type NoticeEntry = Static<typeof NoticeEntry>;

export const NoticePage = Type.Object({
  list: Type.Array(NoticeEntry),
  next_cursor: Nullable(Id('pass as cursor for the next page', 61)),
  unread_num: Count('unread notices of this filter', 2),
});
export type NoticePage = Static<typeof NoticePage>;

export const NoticeListQuery = {
  cursor: Type.Optional(IdCursor('integer', 'the last id of the previous page', 61)),
  status: Type.Optional(OneOf(['all', 'unread', 'read'] as const, 'all (default), unread or read')),
  kind: Type.Optional(OneOf(NOTICE_KINDS, 'only this kind')),
  action: Type.Optional(OneOf(['required', 'other'] as const, 'only the notices asking for an action until it is done, or only the others')),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'at most 100; default 20', examples: [20] })),
};

/** One announcement of the platform, in the request's language (English when it has none). */
export const AnnouncementEntry = Type.Object({
  id: Id('announcement id', 5),
  title: Type.String({ examples: ['November writing challenge'] }),
  body: Type.String({ examples: ['Write 30,000 words this month to earn a badge.'] }),
  lang: Type.String({ description: 'the language of the text shown', examples: ['en'] }),
  fallback: Type.Boolean({ description: 'true when the text is not in the request’s language', examples: [false] }),
  pinned: Type.Boolean({ examples: [false] }),
  read: Type.Boolean({ examples: [false] }),
  created_at: IsoTime(),
});
export type AnnouncementEntry = Static<typeof AnnouncementEntry>;

export const AnnouncementPage = Type.Object({ list: Type.Array(AnnouncementEntry), next_cursor: Nullable(Id('cursor for the next page', 3)) });

export const NoticeIdsRequest = Type.Object({ ids: Type.Array(Id('notice id', 88), { minItems: 1, maxItems: 200 }) });
/** What "Mark all as read" marks: the author's notices (of one kind, if given), or the platform's news; each tab its own. */
export const READ_ALL_SCOPES = ['notices', 'news'] as const;
export const ReadAllRequest = Type.Object({
  scope: Type.Optional(OneOf(READ_ALL_SCOPES, 'notices (the default) or news')),
  kind: Type.Optional(OneOf(NOTICE_KINDS, 'only notices of this kind (scope notices)')),
});
export type ReadAllRequest = Static<typeof ReadAllRequest>;
export const AnnouncementReadRequest = Type.Object({ id: Id('announcement id', 5) });
export const ReadResult = Type.Object({ updated: Count('items marked read', 3), unread_num: Count('unread messages left (notices and announcements)', 0) });

export const NoticePref = Type.Object({ kind: OneOf(NOTICE_KINDS, 'kind of notice'), mail: Type.Boolean({ description: 'also by mail (in-app always)', examples: [true] }) });
export type NoticePref = Static<typeof NoticePref>;
export const NoticePrefs = Type.Object({ list: Type.Array(NoticePref) });

export const LangRequest = Type.Object({ lang: Text(35, 'interface language', 'de') });

/** Who viewed or changed the author's sensitive data. */
export const AuditTrailEntry = Type.Object({
  id: Id('entry id', 301),
  actor: OneOf(['you', 'editor', 'staff', 'system', 'platform'] as const, 'who acted'),
  actor_name: Nullable(Type.String({ description: 'the editor’s or staff member’s name', examples: ['Iris Calder'] })),
  action: Type.String({ examples: ['id_card.viewed'] }),
  subject: Type.String({ examples: ['id_card'] }),
  created_at: IsoTime(),
});
export type AuditTrailEntry = Static<typeof AuditTrailEntry>;
export const AuditTrailPage = Type.Object({ list: Type.Array(AuditTrailEntry), next_cursor: Nullable(Id('cursor for the next page', 280)) });
