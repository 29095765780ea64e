import { translate } from '../../lib/i18n';
import { normalizeLocale } from '../../../domain/locales';

/**
 * The mails the product sends. Each template is message ids (src/server/i18n/<locale>.json:
 * `mail.<template>.subject`, `.body`, and one id per link) rendered in the recipient's
 * language into a plain-text part and a simple HTML part in which every value is escaped.
 * A `secret` link carries a token that acts for its owner (verifies, resets a password, signs), and
 * `secrets` name other parameters that do (a one-time code): staff never see them (the outbox shows
 * them redacted), only the sender does.
 */
export const MAIL_TEMPLATES = {
  /** a new account's address: { link, hours } */
  verify_email: { links: [{ label: 'mail.verify_email.action', param: 'link', secret: true }] },
  /** "forgot password": { link, minutes } */
  password_reset: { links: [{ label: 'mail.password_reset.action', param: 'link', secret: true }] },
  /** a one-time sign-in link, asked for while sign-in to the account is slowed down: { link, minutes } */
  signin_link: { links: [{ label: 'mail.signin_link.action', param: 'link', secret: true }] },
  /** a notice the author asked to receive by mail too: { title, body, link } (the one kind of mail an author can turn off) */
  notice: { links: [{ label: 'mail.notice.action', param: 'link' }] },
  /** a minor's contract waits for their guardian's signature: { link, author, title, days } */
  guardian_sign: { links: [{ label: 'mail.guardian_sign.action', param: 'link', secret: true }] },
  /** the one-time code a guardian signs with: { code, author, minutes } (the code is secret too) */
  guardian_code: { links: [], secrets: ['code'] },
  /** payee details were changed: { until (YYYY-MM-DD), link } */
  payee_changed: { links: [{ label: 'mail.payee_changed.action', param: 'link' }] },
  /** the password was changed from a signed-in session: { link } (to choose another, should it not have been the owner) */
  password_changed: { links: [{ label: 'mail.password_changed.action', param: 'link' }] },
  /** staff turned the account's two-factor sign-in off: { reason } */
  two_factor_reset: { links: [] },
  /** an archive the author asked for is ready to download: { link (the archive page), days } */
  archive_ready: { links: [{ label: 'mail.archive_ready.action', param: 'link' }] },
  /** a sign-up with an address that already has an account: { signInLink, resetLink } */
  signup_existing: {
    links: [
      { label: 'mail.signup_existing.signIn', param: 'signInLink' },
      { label: 'mail.signup_existing.reset', param: 'resetLink' },
    ],
  },
  /** a new sign-in address waits for its link: { link, hours } (to the new address) */
  email_change_verify: { links: [{ label: 'mail.email_change_verify.action', param: 'link', secret: true }] },
  /** the sign-in address was changed: { link, days } (to the old address, the link undoes it) */
  email_changed: { links: [{ label: 'mail.email_changed.action', param: 'link', secret: true }] },
  /** the change of sign-in address was undone and every session signed out: { link } (to choose a new password) */
  email_change_undone: { links: [{ label: 'mail.email_change_undone.action', param: 'link' }] },
  /** the account will be deleted: { link, days, until } (signing in before `until` offers to undo it) */
  account_deletion_scheduled: { links: [{ label: 'mail.account_deletion_scheduled.action', param: 'link' }] },
} as const satisfies Record<string, { links: readonly { label: string; param: string; secret?: boolean }[]; secrets?: readonly string[] }>;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;
export type MailParams = Record<string, string | number>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Only http(s) links go into a mail: a parameter can never become a javascript: or data: URL. */
function safeUrl(value: string | number | undefined): string {
  const url = new URL(String(value ?? ''));
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`mail link must be http(s): ${url.protocol}`);
  return url.href;
}

/** What stands for a token in a redacted link. */
export const REDACTED = 'REDACTED';

/** A link with its token taken out: every query value, or (without a query) its last path segment. */
export function redactLink(value: string | number | undefined): string {
  const url = new URL(String(value ?? ''));
  if ([...url.searchParams.keys()].length) {
    for (const key of [...new Set(url.searchParams.keys())]) url.searchParams.set(key, REDACTED);
  } else {
    url.pathname = url.pathname.replace(/[^/]+\/?$/, REDACTED);
  }
  url.hash = '';
  return url.href;
}

/** The template's parameters with every secret link redacted, or null when it has none. */
export function redactedParams(template: MailTemplate, params: MailParams): MailParams | null {
  const spec = MAIL_TEMPLATES[template];
  const secretLinks = spec.links.filter((l) => 'secret' in l && l.secret);
  const secretValues: readonly string[] = 'secrets' in spec ? spec.secrets : [];
  if (!secretLinks.length && !secretValues.length) return null;
  return {
    ...params,
    ...Object.fromEntries(secretLinks.map((l) => [l.param, redactLink(params[l.param])])),
    ...Object.fromEntries(secretValues.map((param) => [param, REDACTED])),
  };
}

/**
 * A mail in `lang`, naming `brand` (the brand of the site the account belongs to) as its sender.
 * A mail the recipient may turn off (`unsubscribe`: its one-click address) says so in its footer.
 */
export function renderMail(template: MailTemplate, params: MailParams, lang: string, brand: string, unsubscribe?: string): RenderedMail {
  const locale = normalizeLocale(lang);
  const t = (id: string) => translate(locale, id, { ...params, brand });
  const subject = t(`mail.${template}.subject`);
  const greeting = t('mail.greeting');
  const body = t(`mail.${template}.body`);
  const footer = t('mail.footer');
  const links = MAIL_TEMPLATES[template].links.map((l) => ({ label: t(l.label), url: safeUrl(params[l.param]) }));
  const optOut = unsubscribe ? { label: t('mail.unsubscribe'), url: safeUrl(unsubscribe) } : null;

  const text = [greeting, body, ...links.map((l) => `${l.label}:\n${l.url}`), '--', footer, ...(optOut ? [`${optOut.label}:\n${optOut.url}`] : [])].join('\n\n') + '\n';
  const html = [
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #222;">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    ...links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a><br><span style="font-size: 12px; color: #555;">${escapeHtml(l.url)}</span></p>`),
    `<hr><p style="font-size: 12px; color: #555;">${escapeHtml(footer)}</p>`,
    ...(optOut ? [`<p style="font-size: 12px; color: #555;"><a href="${escapeHtml(optOut.url)}">${escapeHtml(optOut.label)}</a></p>`] : []),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
