import type { Db } from '../../db/client';
import type { notifications, NoticeParams } from '../../db/schema';
import { queueMail } from '../mail';
import { translate } from '../../lib/i18n';
import { brandNameOfSite } from '../../../domain/brand-names';
import { noticesRepository } from './notices-repository';
import { unsubscribeUrl } from './unsubscribe';

import type { NoticeKind } from '../../../domain/api/notifications';
export type { NoticeKind };

export interface Notice {
  kind: NoticeKind;
  /** message ids `<template>.title` and `<template>.body` in the server catalogs */
  template: string;
  /** values for the messages; a key ending in `Id` holds a message id, translated when read (`reasonId` → `reason`) */
  params?: NoticeParams;
  link?: string;
  actionRequired?: boolean;
}

/** The channel every instance listens on; the payload is the user id. */
export const NOTICE_CHANNEL = 'wc_notices';

/** Sends notices; its mails link to the portal at the address it was made for. */
export interface Notices {
  /**
   * Writes a notice in the caller's transaction, so an approval can never succeed without it, and
   * tells every instance (pg_notify is delivered on commit) so open tabs hear of it at once.
   */
  notify(tx: Db, userId: number, notice: Notice): Promise<void>;
  /** The portal's address of `path` (starting with `/`), for links in mails. */
  mailLink(path: string): string;
}

/** Notices whose mails link to the portal at `publicUrl` (each app, and the CLI, makes its own). */
export function noticesAt(publicUrl: string): Notices {
  const base = publicUrl.replace(/\/+$/, '');
  const mailLink = (path: string) => `${base}${path}`;
  return {
    mailLink,
    async notify(tx, userId, notice) {
      const notices = noticesRepository(tx);
      await notices.add({
        userId,
        kind: notice.kind,
        template: notice.template,
        params: notice.params ?? {},
        link: notice.link ?? null,
        actionRequired: notice.actionRequired ?? false,
      });
      await notices.signal(NOTICE_CHANNEL, String(userId));
      // The author's preference for this kind: in-app only (the default), or a mail as well, in the same transaction.
      const wanted = await notices.mailWanted(userId, notice.kind);
      if (wanted && !wanted.email.endsWith('.invalid')) {
        const { title, body } = renderNotice({ template: notice.template, params: notice.params ?? {}, title: null, body: null }, wanted.lang, brandNameOfSite(wanted.site));
        await queueMail(tx, {
          to: wanted.email,
          template: 'notice',
          lang: wanted.lang,
          site: wanted.site,
          params: { title, body, link: mailLink(notice.link ?? '/messageCenter/announceCenter') },
          unsubscribe: unsubscribeUrl(mailLink, userId, notice.kind),
        });
      }
    },
  };
}

/** Marks the action-required notices of `template` for a user done (the task they asked for was done). */
export async function settleNotices(tx: Db, userId: number, template: string): Promise<void> {
  await noticesRepository(tx).settle(userId, template);
}

type NoticeRow = typeof notifications.$inferSelect;

/**
 * A notice's title and body in `locale`, naming `brand` (the brand of the reader's site) where it
 * names the product; text notices from before templates as they are.
 */
export function renderNotice(row: Pick<NoticeRow, 'template' | 'params' | 'title' | 'body'>, locale: string, brand: string): { title: string; body: string } {
  if (!row.template) return { title: row.title ?? '', body: row.body ?? '' };
  const values: Record<string, string | number> = { brand };
  for (const [key, value] of Object.entries(row.params ?? {})) {
    if (key.endsWith('Id') && typeof value === 'string') values[key.slice(0, -2)] = translate(locale, value);
    else values[key] = value;
  }
  return { title: translate(locale, `${row.template}.title`, values), body: translate(locale, `${row.template}.body`, values) };
}

export async function noticeOwner(db: Db, id: number): Promise<number | null> {
  return noticesRepository(db).owner(id);
}
