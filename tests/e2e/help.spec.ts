import { readFileSync } from 'node:fs';
import { expect, signedInAs, signUpAs, test, type Page } from './fixtures';
import { LOCALE_NAMES, type Locale } from '../../src/domain/locales';

/** An article's title in a language, from the file the product ships. */
const titleOf = (lang: string, slug: string) => JSON.parse(/^title: (.*)$/m.exec(readFileSync(new URL(`../../src/server/seed/help/${lang}/${slug}.md`, import.meta.url), 'utf8'))![1]) as string;
const catalog = (lang: string) => JSON.parse(readFileSync(new URL(`../../src/client/features/help/i18n/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

async function switchLanguage(page: Page, from: Locale, to: Locale) {
  await page.getByRole('button', { name: new RegExp(LOCALE_NAMES[from], 'i') }).click();
  await page.getByRole('menuitemradio', { name: LOCALE_NAMES[to] }).click();
}

/**
 * The help center end to end: search in Español and in ไทย (words without spaces),
 * open a hit at its section, answer "was this helpful?", and a sensitive field's link to the
 * article that explains it.
 */
test('search the help center in Español and in ไทย, open an article at its section, and say it helped', async ({ page, t, uiLang }) => {
  // A new account: the language chosen here is kept for the account, and no other test sees it.
  await signUpAs(page, t, `help.${uiLang}.${Date.now()}@example.test`);
  await page.goto('/helpCenter');
  await expect(page.getByRole('link', { name: titleOf(uiLang, 'payee') })).toBeVisible();

  await switchLanguage(page, uiLang as Locale, 'es');
  const es = catalog('es');
  await page.getByRole('searchbox', { name: es['help.search'] }).fill('contrasena');
  await expect(page).toHaveURL(/q=contrasena/);
  await expect(page.getByRole('link', { name: titleOf('es', 'account') })).toBeVisible();

  await switchLanguage(page, 'es', 'th');
  const th = catalog('th');
  await page.goto('/helpCenter');
  await page.getByRole('searchbox', { name: th['help.search'] }).fill('ความคิดเห็น');
  // The search runs once typing pauses: until then the topic list (with the same title) is on screen.
  await expect(page).toHaveURL(/q=/);
  const hit = page.getByRole('link', { name: titleOf('th', 'comments') });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/article=comments/);
  await expect(page.getByRole('heading', { level: 2, name: titleOf('th', 'comments') })).toBeVisible();
  await page.getByRole('button', { name: th['help.helpful.yes'] }).click();
  await expect(page.getByText(th['help.helpful.thanks'])).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: th['help.helpful.yes'] })).toHaveAttribute('aria-pressed', 'true');
  // Back leads to the results it was opened from, with the words still in the box.
  await page.getByRole('button', { name: th['help.back'] }).click();
  await expect(page.getByRole('searchbox', { name: th['help.search'] })).toHaveValue('ความคิดเห็น');
  await expect(hit).toBeVisible();

  await switchLanguage(page, 'th', uiLang as Locale);
  // Opened at a section: its heading is the target.
  await page.goto('/helpCenter?article=payee#bank');
  await expect(page.locator('h2#bank')).toBeInViewport();
  // A rule that refuses input links to the article that explains it, in a new tab (nothing typed is lost).
  await page.goto('/us');
  const form = page.getByRole('form', { name: t('support.new.title') });
  await form.getByRole('button', { name: t('support.send') }).click();
  const why = form.getByRole('link', { name: t('common.ruleHelp') }).first();
  await expect(why).toHaveAttribute('href', /^\/helpCenter\?article=contact#write$/);
  await expect(why).toHaveAttribute('target', '_blank');
});

test('the side menu opens the brand’s own benefits and contests pages; /authorWelfare lists the site’s programs', async ({ page, t }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: t('layout.menu.label') });
  await expect(menu.getByRole('link', { name: t('route.benefits') })).toHaveAttribute('href', /^https:\/\/[a-z-]+\.example\/writers\/benefits$/);
  await expect(menu.getByRole('link', { name: t('route.contest') })).toHaveAttribute('href', /^https:\/\/[a-z-]+\.example\/writers\/contests$/);
  await page.goto('/authorWelfare');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: t('benefits.follow') }).first()).toHaveAttribute('href', '/welfareManage');
  await expect(page.getByRole('link', { name: t('benefits.contests.link') })).toHaveAttribute('href', '/authorContest');
});
