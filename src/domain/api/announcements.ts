/** Wire types of authors' announcements (/mywork/announcements) and of announcement.feed for the reader site. */
import Type, { type Static } from 'typebox';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_FEED_KINDS, ANNOUNCEMENT_KINDS, ANNOUNCEMENT_STATUSES } from '../announcement';
import { LOCALES } from '../locales';
import { DateString, Id, IsoTime, Nullable, OneOf, Text } from './common';

const announcementProperties = {
  announcement_id: Id('announcement id', 7),
  original_book_id: Nullable(Id('the novel it is about (null: all the author’s novels)', 12)),
  kind: OneOf(ANNOUNCEMENT_KINDS, 'hiatus, schedule change, milestone, thank-you or other'),
  lang: OneOf(LOCALES, 'the language it is written in'),
  body: Type.String({ maxLength: ANNOUNCEMENT_BODY_MAX, examples: ['On a short break for the holidays: back on 5 January!'] }),
  starts_on: Nullable(DateString('first day it is about (a hiatus: the first day without releases)')),
  ends_on: Nullable(DateString('last day it is about (a hiatus: the last day without releases)')),
  status: OneOf(ANNOUNCEMENT_STATUSES, 'live, or withdrawn by the author or staff'),
  created_at: IsoTime(),
  updated_at: IsoTime(),
};

export const AnnouncementWire = Type.Object({ ...announcementProperties, withdrawn_reason: Nullable(Type.String({ description: 'why staff withdrew it' })) });
export type AnnouncementWire = Static<typeof AnnouncementWire>;

/** POST /v1/announcement.save: a new one (no id) or an edit of a live one. */
export const AnnouncementSaveBody = Type.Object({
  announcement_id: Type.Optional(Id('announcement id (an edit)')),
  original_book_id: Type.Optional(Nullable(Id('novel id (none: all your novels)', 12))),
  kind: OneOf(ANNOUNCEMENT_KINDS, 'what it is about', 'announcement.kind'),
  lang: OneOf(LOCALES, 'the language it is written in', 'announcement.lang'),
  body: Text(ANNOUNCEMENT_BODY_MAX, 'what readers read', 'Back on 5 January!', 'announcement.body'),
  starts_on: Type.Optional(Nullable(DateString('first day'))),
  ends_on: Type.Optional(Nullable(DateString('last day'))),
});
export type AnnouncementSaveBody = Static<typeof AnnouncementSaveBody>;

/** One event of announcement.feed: the announcement as it is now, with the author's pen name. */
export const AnnouncementFeedEvent = Type.Object({
  seq: Id('event no.', 31),
  kind: OneOf(ANNOUNCEMENT_FEED_KINDS, 'published, edited or withdrawn'),
  at: IsoTime('when it happened'),
  announcement: Type.Object({ ...announcementProperties, author_name: Type.String({ examples: ['Mara Quill'] }) }),
});
export const AnnouncementFeed = Type.Object({
  events: Type.Array(AnnouncementFeedEvent),
  cursor: Type.Integer({ minimum: 0, description: 'ask after it next time', examples: [31] }),
  more: Type.Boolean({ description: 'more events wait after the cursor' }),
});
export type AnnouncementFeed = Static<typeof AnnouncementFeed>;
