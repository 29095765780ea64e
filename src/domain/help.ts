/**
 * The help center's rules: categories, how an article file reads (front matter, then
 * Markdown whose headings carry `{#anchor}`), and the links from the portal's fields to the
 * article that explains them.
 */
export const HELP_CATEGORIES = ['start', 'writing', 'contracts', 'money', 'readers', 'help'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HELP_BODY_MAX_CHARS = 60_000;
export const HELP_SEARCH_MAX_CHARS = 100;

export interface HelpFile {
  title: string;
  category: HelpCategory;
  order: number;
  summary: string;
  routes: string[];
  body: string;
}

/** Parses an article file; the reason as a message id (with values) when it cannot be published. */
export function parseHelpFile(text: string): { ok: true; file: HelpFile } | { ok: false; reason: string; values?: Record<string, string> } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  if (!match) return { ok: false, reason: 'help.file.frontMatter' };
  const fields = new Map<string, string>();
  for (const line of match[1].split(/\r?\n/)) {
    const kv = /^([a-z]+):\s*(.*)$/.exec(line.trim());
    if (kv) fields.set(kv[1], kv[2]);
  }
  const json = (key: string): unknown => {
    try {
      return JSON.parse(fields.get(key) ?? '');
    } catch {
      return undefined;
    }
  };
  const title = json('title');
  const summary = json('summary');
  const category = json('category');
  const order = Number(fields.get('order'));
  const routes = json('routes');
  for (const [key, value] of [['title', title], ['summary', summary]] as const) {
    if (typeof value !== 'string' || !value.trim()) return { ok: false, reason: 'help.file.field', values: { field: key } };
  }
  if (!(HELP_CATEGORIES as readonly unknown[]).includes(category)) return { ok: false, reason: 'help.file.field', values: { field: 'category' } };
  if (!Number.isInteger(order)) return { ok: false, reason: 'help.file.field', values: { field: 'order' } };
  if (!Array.isArray(routes) || !routes.every((r) => typeof r === 'string' && r.startsWith('/'))) return { ok: false, reason: 'help.file.field', values: { field: 'routes' } };
  const body = match[2].trim();
  if (!body || body.length > HELP_BODY_MAX_CHARS) return { ok: false, reason: 'help.file.field', values: { field: 'body' } };
  return { ok: true, file: { title: String(title).trim(), summary: String(summary).trim(), category: category as HelpCategory, order, routes: routes as string[], body } };
}

/** The anchors an article's headings declare (`## Bank details {#bank}`). */
export const helpAnchors = (body: string) => [...body.matchAll(/^#{2,6} .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]);

/** Where the portal sends an author for help on a subject: an article and, optionally, a section. */
export const helpLink = (slug: string, anchor?: string) => `/helpCenter?article=${slug}${anchor ? `#${anchor}` : ''}`;

/**
 * The article (and section) that explains the rule behind each field's refusals, by the field's
 * name in the portal's forms: an error under the field links there.
 */
export const RULE_HELP: Readonly<Record<string, readonly [slug: string, anchor?: string]>> = {
  // registration and account
  pen_name: ['registration', 'pen-name'],
  password: ['account', 'password'],
  new_password: ['account', 'password'],
  // novels and chapters
  title: ['novels', 'create'],
  blurb: ['novels', 'synopsis'],
  intro: ['novels', 'synopsis'],
  label_ids: ['novels', 'tags'],
  genre_ids: ['novels', 'tags'],
  cover: ['novels', 'cover'],
  content: ['chapters', 'autosave'],
  release_at: ['chapters', 'schedule'],
  // contracts and identity
  IDcard: ['identity', 'id-number'],
  id_photo: ['identity', 'id-number'],
  guardian_truename: ['identity', 'guardian'],
  guardian_email: ['identity', 'guardian'],
  guardian_mobile: ['identity', 'guardian'],
  guardian_IDcard: ['identity', 'guardian'],
  guardian_id_photo: ['identity', 'guardian'],
  // payee
  id_number: ['identity', 'id-number'],
  bank: ['payee', 'bank'],
  bank_account: ['payee', 'bank'],
  account_holder: ['payee', 'bank'],
  swift: ['payee', 'bank'],
  branch_postal_code: ['payee', 'bank'],
  paypal: ['payee', 'bank'],
  country: ['payee', 'bank'],
  // comments and contact
  reply: ['comments', 'reply-interval'],
  message: ['contact', 'write'],
  screenshot: ['contact', 'screenshot'],
};

/** The help link for a field's rule, if it has one. */
export const ruleHelpLink = (field: string) => {
  const entry = Object.hasOwn(RULE_HELP, field) ? RULE_HELP[field] : undefined;
  return entry ? helpLink(entry[0], entry[1]) : undefined;
};
