import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staff } from './staff';
import { users } from './users';

export type NoticeParams = Record<string, string | number>;
/** text per interface language */
export type AnnouncementText = Record<string, string>;

/**
 * Notices to one author. A notice stores a template (message ids `<template>.title` and
 * `<template>.body`) and its parameters, and is rendered in the author's language when read, so
 * switching language shows old notices in the new one. `title`/`body` hold text only for notices
 * written before templates (rendered as they are).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** review, contract, payout, comment, account, system */
    kind: text('kind').notNull().default('system'),
    template: text('template'),
    params: jsonb('params').$type<NoticeParams>().notNull().default({}),
    /** where the notice leads in the portal, e.g. /mywork/manageworks/12 */
    link: text('link'),
    /** kept on top until the task is done (sign, accept a change, add information) */
    actionRequired: boolean('action_required').notNull().default(false),
    title: text('title'),
    body: text('body'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt), index('notifications_user_created_idx').on(t.userId, t.id)],
);

/** The platform's news, to all authors, a site or a language section, written in several languages. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    /** all, site or section */
    audience: text('audience').notNull(),
    siteId: integer('site_id'),
    sectionId: integer('section_id'),
    titles: jsonb('titles').$type<AnnouncementText>().notNull(),
    bodies: jsonb('bodies').$type<AnnouncementText>().notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);

/** Which author has read which announcement. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index('announcement_reads_user_idx').on(t.userId)],
);

/** Per kind of notice: in-app only (the default) or in-app and mail. */
export const notificationPrefs = pgTable(
  'notification_prefs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mail: boolean('mail').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
