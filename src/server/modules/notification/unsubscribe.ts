/**
 * One-click unsubscribe (RFC 8058) from the notices an author asked to get by mail. Each such mail
 * carries a link with a signed token naming the account and the kind of notice: a POST to it (what
 * a mail client sends for `List-Unsubscribe-Post`, or the page's button) turns that kind's mail off
 * with no sign-in; a GET only shows the page that asks, since mail scanners open links.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { keyRing } from '../../lib/crypto/data-keys';
import { translate } from '../../lib/i18n';
import { escapeHtml } from '../mail';
import { NOTICE_KINDS, type NoticeKind } from '../../../domain/api/notifications';
import { normalizeLocale } from '../../../domain/locales';
import { brandNameOfSite } from '../../../domain/brand-names';
import { prefsRepository } from './prefs-repository';
import { noticesRepository } from './notices-repository';

/** Kinds whose mails are essential (payouts, the account's own security): they carry no unsubscribe link. */
export const ESSENTIAL_NOTICE_KINDS: readonly NoticeKind[] = ['payout', 'account'];

/** The path of the unsubscribe page (the token in its query). */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

const signed = (userId: number, kind: string) => `unsubscribe:${userId}:${kind}`;

/** The token of the link that turns `kind`'s mail off for the account: `<user id>.<kind>.<keyed hash>`. */
export function unsubscribeToken(userId: number, kind: NoticeKind): string {
  return `${userId}.${kind}.${keyRing().hash(signed(userId, kind))}`;
}

/** The account and kind a token names, when its signature holds under any of the data keys. */
export function readUnsubscribeToken(token: string | undefined): { userId: number; kind: NoticeKind } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z]+)\.([A-Za-z0-9_-]+:[0-9a-f]+)$/.exec(token ?? '');
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = match[2] as NoticeKind;
  if (userId > 2_147_483_647 || !NOTICE_KINDS.includes(kind)) return null;
  const given = Buffer.from(match[3]);
  const valid = keyRing()
    .hashes(signed(userId, kind))
    .some((h) => h.length === given.length && timingSafeEqual(Buffer.from(h), given));
  return valid ? { userId, kind } : null;
}

/** The one-click address of a notice mail of `kind` (none for essential kinds). */
export function unsubscribeUrl(mailLink: (path: string) => string, userId: number, kind: NoticeKind): string | undefined {
  if (ESSENTIAL_NOTICE_KINDS.includes(kind)) return undefined;
  return `${mailLink(UNSUBSCRIBE_PATH)}?token=${encodeURIComponent(unsubscribeToken(userId, kind))}`;
}

/** Turns the kind's mail off for the token's account; null when the token is not one of ours. */
export async function unsubscribe(db: Db, token: string | undefined): Promise<{ userId: number; kind: NoticeKind } | null> {
  const target = readUnsubscribeToken(token);
  if (!target) return null;
  await prefsRepository(db).set(target.userId, target.kind, false);
  return target;
}

/** The account's language and site, for the page. */
export async function readerOf(db: Db, userId: number | undefined): Promise<{ lang: string; site: number | null }> {
  const reader = userId ? await noticesRepository(db).readerOf(userId) : undefined;
  return { lang: normalizeLocale(reader?.lang ?? 'en'), site: reader?.site ?? null };
}

/** The small page of the link: the question (GET), the answer (POST), or a dead link. */
export function unsubscribePage(state: 'ask' | 'done' | 'invalid', lang: string, site: number | null, kind?: NoticeKind, token?: string): string {
  const brand = brandNameOfSite(site);
  const t = (id: string) => translate(lang, id, { brand, kind: kind ? translate(lang, `notice.kind.${kind}`) : '' });
  const title = t(`mail.unsubscribePage.${state}.title`);
  const body = t(`mail.unsubscribePage.${state}.body`);
  const form =
    state === 'ask' && token
      ? `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('mail.unsubscribePage.ask.button'))}</button></form>`
      : '';
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    '<body>',
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}</main>`,
    '</body></html>',
  ].join('\n');
}
