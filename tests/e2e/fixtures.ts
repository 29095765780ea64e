import { test as base, expect, type APIRequestContext, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { portalCatalog } from '../support/portal-catalog';
import { appUrl } from './playwright.config';
import { AUTHOR_TOKEN_COOKIE } from '../../src/domain/session';

/**
 * Every spec imports `test` from here:
 * - `uiLang` (a project option) is the portal's language for the whole test, set the way an
 *   author's choice is kept (cookie and local storage) before the first page loads;
 * - `t(id, values)` is the text the portal shows for a message id in that language, so one
 *   spec runs in English and in German (`t.server` for the API's messages, `t.domain` for the
 *   shared validation rules);
 * - every page of the test (new tabs too) fails the test on any console error or warning and
 *   on any uncaught error, unless the test declared that failure with `allowConsole` (a request
 *   the test makes fail on purpose, which Chromium reports as a console error).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
type Catalog = Record<string, string>;
const read = (file: string): Catalog => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Catalog;
const catalogs = new Map<string, { portal: Catalog; server: Catalog; reference: Catalog }>();
function catalog(lang: string) {
  let c = catalogs.get(lang);
  if (!c) {
    c = {
      portal: { ...portalCatalog(lang), ...read(`src/client/features/legal/texts/${lang}.json`) },
      server: read(`src/server/i18n/${lang}.json`),
      reference: read(`src/server/seed/reference/i18n/${lang}.json`),
    };
    catalogs.set(lang, c);
  }
  return c;
}

export type Values = Record<string, string | number | Date>;
export interface Translate {
  (id: string, values?: Values): string;
  server(id: string, values?: Values): string;
  /** a name of the reference data (genres, tags, categories…) by its key, e.g. "tag.female_lead" */
  ref(key: string): string;
  /** a RegExp matching the text exactly (or, with `partial`, anywhere) */
  re(id: string, values?: Values, partial?: boolean): RegExp;
  lang: string;
}

export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function translator(lang: string): Translate {
  const format = (source: Catalog, fallback: Catalog, id: string, values?: Values) => {
    const raw = source[id] ?? fallback[id];
    if (raw === undefined) throw new Error(`no message ${id}`);
    // What a person reads: rich-text tags (links inside a label) as plain text.
    const pattern = raw.replace(/<\/?[a-zA-Z]+>/g, '');
    return String(new IntlMessageFormat(pattern, lang).format(values as never));
  };
  const t = ((id: string, values?: Values) => format(catalog(lang).portal, catalog('en').portal, id, values)) as Translate;
  t.server = (id, values) => format(catalog(lang).server, catalog('en').server, id, values);
  t.ref = (key) => catalog(lang).reference[key] ?? catalog('en').reference[key] ?? key;
  t.re = (id, values, partial) => new RegExp(partial ? escapeRe(t(id, values)) : `^${escapeRe(t(id, values))}$`);
  t.lang = lang;
  return t;
}

const allowed = new WeakMap<Page, RegExp[]>();
/** Declares a console error the test causes on purpose (e.g. a request it makes fail). */
export function allowConsole(page: Page, ...patterns: RegExp[]) {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

function watch(page: Page, problems: string[], origin: string) {
  const where = () => page.url().replace(origin, '');
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Only the portal's pages: the loopback OpenID provider's pages are not ours.
    if (!page.url().startsWith(origin)) return;
    const text = message.text();
    if ((allowed.get(page) ?? []).some((p) => p.test(text))) return;
    const at = message.location();
    problems.push(`${message.type()} on ${where()}: ${text}${at.url ? ` (${at.url.replace(origin, '')}:${at.lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => page.url().startsWith(origin) && problems.push(`uncaught on ${where()}: ${error.message}`));
}

/** The API calls a page made, with their answers' status and envelope code, for a failed test's report. */
function recordCalls(page: Page, origin: string): string[] {
  const calls: string[] = [];
  const started = Date.now();
  const at = () => `+${((Date.now() - started) / 1000).toFixed(1)}s`;
  // A call still unanswered at the failure shows as sent only.
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(origin) && request.method() !== 'GET') calls.push(`${at()} ${request.method()} ${url.slice(origin.length)} sent`);
  });
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || url.includes('/assets/')) return;
    const path = url.slice(origin.length);
    const line = `${at()} ${response.request().method()} ${path} → ${response.status()}`;
    calls.push(line);
    if (path.startsWith('/v1/') && response.status() >= 400)
      void response
        .text()
        .then((body) => calls.push(`${line}: ${body.slice(0, 200)}`))
        .catch(() => undefined);
  });
  page.on('requestfailed', (request) => request.url().startsWith(origin) && calls.push(`${at()} ${request.method()} ${request.url().slice(origin.length)} failed: ${request.failure()?.errorText}`));
  return calls;
}

/** What a failed test's page showed and asked: its address, its alerts and its last calls (CI keeps no trace to open). */
async function reportPage(page: Page, calls: string[], problems: string[], which = 'page') {
  const alerts = page.isClosed()
    ? []
    : await page
        .locator('[role="alert"], [role="status"]')
        .allInnerTexts()
        .catch(() => [] as string[]);
  console.log(
    [`${which} at the failure: ${page.isClosed() ? 'closed' : page.url()}`, `alerts: ${JSON.stringify(alerts.filter(Boolean))}`, `console: ${JSON.stringify(problems)}`, 'calls:', ...calls.slice(-25).map((c) => `  ${c}`)].join('\n'),
  );
}

/**
 * The demo author's popups would open over every page the suite visits: closed for
 * two days through the API once per worker, as the author closing them would. The popups spec
 * uses its own authors.
 */
async function quietDemoPopups(request: APIRequestContext) {
  const login = await request.post('/v1/user.email_login', { data: { email: DEMO.email, password: DEMO.password } });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error('the demo author could not sign in to close the popups');
  const headers = { authorization: `Bearer ${token}` };
  const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
  for (const type of [1, 2, 3, 4]) {
    const res = await request.post('/v1/author.popupDismiss', { headers, data: { type, until } });
    if (!res.ok()) throw new Error(`popupDismiss ${type}: HTTP ${res.status()}`);
  }
  await request.post('/user/logout', { headers });
}

/** The portal's language kept the way an author's choice is (cookie and local storage), before a context's first page. */
async function keepLanguage(context: BrowserContext, uiLang: string, baseURL: string) {
  if (uiLang === 'en') return;
  await context.addCookies([{ name: 'lang', value: uiLang, url: baseURL }]);
  await context.addInitScript((lang) => {
    try {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    } catch {
      /* about:blank */
    }
  }, uiLang);
}

export const test = base.extend<{ uiLang: string; t: Translate; consoleProblems: string[]; newDevice: () => Promise<Page> }, { quietPopups: void }>({
  quietPopups: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: appUrl(workerInfo.parallelIndex) });
      await quietDemoPopups(request);
      await request.dispose();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  uiLang: ['en', { option: true }],
  // Each worker has a server of its own (playwright.config.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(appUrl(testInfo.parallelIndex)),
  t: async ({ uiLang }, use) => use(translator(uiLang)),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  consoleProblems: async ({}, use) => use([]),
  context: async ({ context, uiLang, baseURL }, use) => {
    await keepLanguage(context, uiLang, baseURL!);
    await use(context);
  },
  page: async ({ page, context, consoleProblems, baseURL }, use, testInfo) => {
    const origin = new URL(baseURL!).origin;
    watch(page, consoleProblems, origin);
    const others = (p: Page) => watch(p, consoleProblems, origin);
    context.on('page', others);
    const calls = recordCalls(page, origin);
    await use(page);
    context.off('page', others);
    if (testInfo.status !== testInfo.expectedStatus) await reportPage(page, calls, consoleProblems);
    expect(consoleProblems, 'the console stays clean').toEqual([]);
  },
  /**
   * Another device: a page in a browser context of its own (no cookies, no storage but the
   * test's language), watched and reported like the test's page, closed at the end.
   */
  newDevice: async ({ browser, uiLang, baseURL, consoleProblems }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const devices: { page: Page; calls: string[] }[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      await keepLanguage(context, uiLang, baseURL!);
      const page = await context.newPage();
      const origin = new URL(baseURL!).origin;
      watch(page, consoleProblems, origin);
      devices.push({ page, calls: recordCalls(page, origin) });
      return page;
    });
    if (testInfo.status !== testInfo.expectedStatus) for (const d of devices) await reportPage(d.page, d.calls, [], 'another device');
    for (const context of contexts) await context.close().catch(() => undefined);
  },
});

export { expect };
export type { BrowserContext, Page };

export const DEMO = { email: 'demo@writers-center.test', password: 'writers-center-demo', name: 'Mara Quill' } as const;

/**
 * Signs in without the form, as the form would (the sign-in call, the session's cookie), and opens
 * the dashboard: for tests about what comes after signing in. The form has its own tests
 * (session.spec, authors.spec, walkthrough.spec), which use `signInAs`.
 */
export async function signedInAs(page: Page, email: string = DEMO.email, password: string = DEMO.password) {
  const response = await page.request.post('/v1/user.email_login', { data: { email, password } });
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`${email} could not sign in: HTTP ${response.status()}`);
  await page.context().addCookies([{ name: AUTHOR_TOKEN_COOKIE, value: token, url: new URL('/', response.url()).href }]);
  await page.goto('/dashboard');
}

/** Signs in through the form, in the test's language. */
export async function signInAs(page: Page, t: Translate, email: string = DEMO.email, password: string = DEMO.password) {
  await page.goto('/login');
  // The portal has taken over the prerendered form (the form's place no longer changes as the site's
  // social sign-in arrives: authors.spec checks it).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('textbox', { name: t.re('auth.login.email', undefined, true) }).fill(email);
  await page.getByRole('textbox', { name: t('auth.login.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: t.re('auth.login.submit') }).click();
}

/**
 * The dashboard once its late parts are in: the figures, the calendar and the writing goals stand in
 * as skeletons and push what is below them down as they arrive, so a click aimed before then can
 * land on whatever moved under the pointer.
 */
export async function dashboardSettled(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-testid^="goal-"]').first()).toBeVisible();
  await expect(page.locator('.fui-Skeleton')).toHaveCount(0);
}

/** Creates an account through the sign-up form and lands on the dashboard. */
export async function signUpAs(page: Page, t: Translate, email: string, password = 'a-long-password') {
  await page.goto('/login?mode=signup');
  await page.getByRole('textbox', { name: t.re('auth.login.email', undefined, true) }).fill(email);
  await page.getByRole('textbox', { name: t('auth.login.password'), exact: true }).fill(password);
  await page.getByRole('textbox', { name: t('auth.signup.confirmPassword'), exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('auth.signup.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The side menu's entries by accessible name (under 992 px the menu is a rail of icons: the names are labels). */
export function menuNames(page: Page, t: Translate) {
  return page
    .getByRole('navigation', { name: t('layout.menu.label') })
    .getByRole('list')
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => (l.getAttribute('aria-label') || l.textContent || '').trim()));
}

/**
 * The page has done its own first loading: the document is complete and the toaster's code, which
 * the portal asks for once the browser is first idle after the first paint, is in. What a page
 * loads on first paint is checked after this, rather than after a quiet spell on the network.
 */
export async function loadedAndIdle(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.readyState === 'complete' && performance.getEntriesByType('resource').some((e) => /\/assets\/Toasts-[\w-]+\.js$/.test(e.name))))
    .toBe(true);
}
