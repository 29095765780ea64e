import { DEMO, allowConsole, dashboardSettled, escapeRe, expect, loadedAndIdle, signInAs, test, type Page, type Translate } from './fixtures';

/**
 * /login's first load carries only what signing in needs: the language menu
 * and other screens' words arrive when first used, and work then.
 */
async function scriptsLoaded(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}
// Markers that survive minification: Fluent's menu-list class, Formik's context name and lodash's hash sentinel.
const MENU = 'fui-MenuList';
const FORMIK = 'FormikContext';
const LODASH = '__lodash_hash_undefined__';

test('the first load of /login leaves out the language menu and other screens\' words, which arrive and work when first used', async ({ page, t }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: t.re('auth.login.submit') });
  await expect(submit).toBeVisible();
  await loadedAndIdle(page);
  const first = await scriptsLoaded(page);
  expect(first.some((code) => code.includes(MENU))).toBe(false);
  // The sign-in form does without Formik, and so without the lodash-es it brings.
  expect(first.some((code) => code.includes(FORMIK))).toBe(false);
  expect(first.some((code) => code.includes(LODASH))).toBe(false);
  // Catalogs by screen: the sign-in page's words, not every screen's (here, none of the comment inbox's).
  expect(first.some((code) => code.includes('comments.close'))).toBe(false);

  // The language menu, fetched on first use, opens on the first press with the focus in it.
  const trigger = page.getByRole('button', { name: t.re('layout.language.current', { language: t.lang === 'de' ? 'Deutsch' : 'English' }) });
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveCount(11);
  await expect(menu.getByRole('menuitemradio', { checked: true })).toHaveAttribute('lang', t.lang);
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The focus is back on the trigger (the real one, which took the first stand-in's place).
  await expect(trigger).toBeFocused();

  const later = await scriptsLoaded(page);
  expect(later.some((code) => code.includes(MENU))).toBe(true);
});

// Markers that survive minification: one of Yup's default messages and Fluent's toaster class.
const YUP = 'must be a valid email';
const TOASTER = 'fui-Toaster';

test('/login loads Yup when the author first submits and the toaster when the browser is idle; both work then', async ({ page, t }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: t.re('auth.login.submit') })).toBeVisible();
  // What the page's document asks for up front (the live DOM also holds the preloads of what loaded since).
  const html = await (await page.request.get('/login')).text();
  const preloaded = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(preloaded.length).toBeGreaterThan(10);
  const upFront = await Promise.all(preloaded.map(async (url) => (await page.request.get(url)).text()));
  expect(upFront.some((code) => code.includes(YUP))).toBe(false);
  expect(upFront.some((code) => code.includes(TOASTER))).toBe(false);

  await page.getByRole('button', { name: t.re('auth.login.submit') }).click();
  await expect(page.getByText(t('validation.email.required'))).toBeVisible();
  await expect.poll(async () => (await scriptsLoaded(page)).some((code) => code.includes(YUP))).toBe(true);
  await expect.poll(async () => (await scriptsLoaded(page)).some((code) => code.includes(TOASTER))).toBe(true);
});

test('a failed call still shows its toast, once the toaster has loaded on the first message', async ({ page, t }) => {
  allowConsole(page, /Failed to load resource/);
  await signInAs(page, t);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The server goes away: the reloaded page's first call fails and says so in a toast.
  await page.route('**/v1/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.locator('.fui-Toast').filter({ hasText: t('http.error.network') })).toHaveCount(1);
});

test('a site’s brand comes with the page’s first files and is on from the first render; the default brand loads no other', async ({ page }) => {
  // Every brand the portal's provider ever shows on this page, from the first render on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __brands: string[] }).__brands = seen;
    new MutationObserver(() => {
      const brand = document.querySelector('[data-brand]')?.getAttribute('data-brand');
      if (brand && seen[seen.length - 1] !== brand) seen.push(brand);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-brand'] });
  });
  await page.goto('/login?site=503');
  await expect(page.locator('[data-brand]').first()).toHaveAttribute('data-brand', 'fablewind');
  const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href') ?? ''));
  expect(preloaded.some((href) => /\/fablewind-[\w-]+\.js$/.test(href))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __brands: string[] }).__brands)).toEqual(['fablewind']);

  // The default brand's visitor (a new browser: no site kept) loads no site brand at all.
  const other = await page.context().browser()!.newContext();
  const plain = await other.newPage();
  await plain.goto('/login');
  await loadedAndIdle(plain);
  const names = await plain.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(names.some((n) => /\/(fablewind|inkwell|goldspire|bright-ramp)-[\w-]+\.js$/.test(n))).toBe(false);
  await other.close();
});

// Fluent's presence badge (which its Avatar imports, with the badge's sized icons), its Card, its
// Dialog and its menus: none of them is on the dashboard until used.
// The positioning code (tooltips, menus, popovers) marks what it places with this attribute.
const POSITIONING = 'data-popper-is-intersecting';
const NOT_ON_THE_DASHBOARD = ['fui-PresenceBadge', 'fui-Card', 'fui-DialogSurface', MENU, 'fui-Tooltip', POSITIONING];

/** The scripts a signed-in page's document asks for up front. */
async function upFrontScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const preloaded = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(preloaded.length).toBeGreaterThan(10);
  return Promise.all(preloaded.map(async (url) => (await page.request.get(url)).text()));
}

test('the dashboard’s first load leaves out the presence badge, cards, dialogs and menus; the top bar’s avatar shows the picture, or the person icon when it fails', async ({ page, t }) => {
  allowConsole(page, /Failed to load resource/);
  await signInAs(page, t);
  await expect(page).toHaveURL(/\/dashboard$/);
  // What the dashboard's document asks for up front (a popup due for this author would load its dialog later).
  const upFront = await upFrontScripts(page, '/dashboard');
  for (const marker of NOT_ON_THE_DASHBOARD) expect(upFront.some((code) => code.includes(marker)), marker).toBe(false);
  const avatar = page.getByRole('banner').locator('img').first();
  await expect(avatar).toBeVisible();
  // A picture that no longer loads gives way to the icon.
  await page.route('**/uploads/avatar/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('banner').locator('svg').first()).toBeVisible();
  await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
});

test('My Works loads a row’s menu, the delete question and the closed menu’s tooltips when first used, and they work then', async ({ page, t }) => {
  await signInAs(page, t);
  await expect(page).toHaveURL(/\/dashboard$/);
  const upFront = await upFrontScripts(page, '/mywork');
  for (const marker of [MENU, 'fui-DialogSurface', 'fui-Tooltip', POSITIONING]) expect(upFront.some((code) => code.includes(marker)), marker).toBe(false);

  await page.goto('/mywork');
  const moreName = new RegExp(`^${escapeRe(t('novel.list.moreActions', { title: '' }))}`);
  const row = page.getByRole('table', { name: t('novel.list.table') }).getByRole('row').filter({ has: page.getByRole('button', { name: moreName }) }).first();
  const more = row.getByRole('button', { name: moreName });
  // The keyboard: Enter on the stand-in opens the real menu with the focus in it; Escape comes back.
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: t('novel.list.edit') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(row.getByRole('button', { name: moreName })).toBeFocused();
  // The closed menu's rail (a narrow window starts with it): a link's name shows beside it when pointed at.
  const collapse = page.getByRole('button', { name: t('layout.menu.collapse') });
  if (await collapse.isVisible()) await collapse.click();
  const nav = page.getByRole('navigation', { name: t('layout.menu.label') });
  const comments = nav.getByRole('link', { name: t('route.comments') });
  await comments.hover();
  await expect(page.getByRole('tooltip')).toHaveText(t('route.comments'));
  await expect(comments).toHaveAccessibleDescription(t('route.comments'));
  await page.mouse.move(600, 10);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the sign-in page’s first call already carries the visitor’s language (the HTTP client is set up before any screen asks)', { tag: '@i18n' }, async ({ page, t }) => {
  const asked = page.waitForRequest((request) => request.url().includes('/v1/user.sns'));
  await page.goto('/login');
  expect(new URL((await asked).url()).searchParams.get('lang')).toBe(t.lang);
});

/** Signs the demo author in and opens the demo novel's manage page from My Works; its path. */
async function demoNovelManagePage(page: Page, t: Translate): Promise<string> {
  await signInAs(page, t);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/mywork');
  await page.getByRole('link', { name: 'Quiet Magic For Beginners' }).first().click();
  await expect(page).toHaveURL(/\/mywork\/manageworks\/\d+$/);
  return new URL(page.url()).pathname;
}

test('the chapter list, the novel form and the chapter figures load Yup and the hints’ code when first used; names and definitions are there before', async ({ page, t }) => {
  const manage = await demoNovelManagePage(page, t);
  for (const path of [manage, manage.replace('manageworks', 'editbook'), '/dataCenter2']) {
    const upFront = await upFrontScripts(page, path);
    for (const marker of [YUP, 'fui-Tooltip', POSITIONING]) expect(upFront.some((code) => code.includes(marker)), `${path}: ${marker}`).toBe(false);
  }
  // The first-paid button is named before any hint code loads; pointing at it shows the name beside it.
  const firstPaid = page.getByRole('button', { name: t('chapter.firstPaid.action') }).first();
  await expect(firstPaid).toBeVisible();
  await firstPaid.hover();
  await expect(page.getByRole('tooltip')).toHaveText(t('chapter.firstPaid.action'));

  // The novel form checks its rules once Yup has loaded on the first check.
  await page.goto(manage.replace('manageworks', 'editbook'));
  const title = page.getByRole('textbox', { name: new RegExp(`^${escapeRe(t('novel.form.title'))}`) });
  await title.fill('');
  await title.blur();
  await expect(page.getByText(t('validation.bookTitle.required'))).toBeVisible();

  // A term of the chapter figures has its definition as its description from the start.
  await page.goto('/dataCenter2');
  await expect(page.getByText(t('data.wentOn'), { exact: true }).first()).toHaveAccessibleDescription(t('data.term.wentOn'));
});

// Fluent's MessageBar and ProgressBar mark what they render with these classes.
const MESSAGE_BAR = 'fui-MessageBar';
const PROGRESS_BAR = 'fui-ProgressBar';

test('the novel form and the chapter editor load the notices’, the upload bar’s and the publish question’s code when first shown; a restored draft’s notice works', async ({ page, t }) => {
  const manage = await demoNovelManagePage(page, t);
  const edit = manage.replace('manageworks', 'editbook');
  const addChapter = manage.replace('manageworks', 'addchapter');
  const checks: [string, string[]][] = [
    [edit, [MESSAGE_BAR, PROGRESS_BAR]],
    ['/addbook', [MESSAGE_BAR, PROGRESS_BAR]],
    // The chapter editor shows a checkbox on first paint (the author's notes: "use the novel's default"), so
    // the publish question's own box cannot be told apart by Fluent's class there.
    [addChapter, [MESSAGE_BAR]],
  ];
  for (const [path, markers] of checks) {
    const upFront = await upFrontScripts(page, path);
    for (const marker of markers) expect(upFront.some((code) => code.includes(marker)), `${path}: ${marker}`).toBe(false);
  }

  // What the author typed and did not save comes back after a reload, with a notice that can discard it.
  await page.goto(edit);
  const title = page.getByRole('textbox', { name: new RegExp(`^${escapeRe(t('novel.form.title'))}`) });
  const saved = await title.inputValue();
  await title.fill('A title typed and never saved');
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('wc_form_draft:editbook:')));
  await page.reload();
  const notice = page.locator(`.${MESSAGE_BAR}`).filter({ hasText: t('novel.form.draftRestored') });
  await expect(notice).toBeVisible();
  await expect(title).toHaveValue('A title typed and never saved');
  await notice.getByRole('button', { name: t('novel.form.discardDraft') }).click();
  await expect(title).toHaveValue(saved);
  await expect(page.getByText(t('novel.form.draftRestored'))).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('wc_form_draft:editbook:')))).toEqual([]);
});

test('the comments inbox loads its dialogs, the reply box and the blocked readers’ panel when idle, first asked for or first shown, and they work then', async ({ page, t }) => {
  await signInAs(page, t);
  await expect(page).toHaveURL(/\/dashboard$/);
  const upFront = await upFrontScripts(page, '/commentManage');
  for (const marker of ['fui-DialogSurface', 'fui-Accordion', 'fui-RadioGroup', 'fui-Textarea']) expect(upFront.some((code) => code.includes(marker)), marker).toBe(false);
  await page.goto('/commentManage');
  // The panel's header, then the panel, which opens.
  const blocks = page.getByRole('button', { name: new RegExp(`^${escapeRe(t('comments.blocks.title', { count: 0 })).replace('0', '\\d+')}`) });
  await blocks.click();
  await expect(blocks).toHaveAttribute('aria-expanded', 'true');
  // The shortcuts dialog, asked for from the keyboard (the focus out of any text box).
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: t('comments.shortcuts') })).toBeVisible();
});

test('the payee page reads the details without the form’s code, which comes when idle or asked for; offline, the form says so and comes on “Try again”', async ({ page, t }) => {
  allowConsole(page, /Failed to (load resource|fetch dynamically imported module)/);
  await signInAs(page, t);
  await expect(page).toHaveURL(/\/dashboard$/);
  const upFront = await upFrontScripts(page, '/salaryManage/salaryManageInfo');
  // Formik (and its lodash-es), the country picker and the IBAN registry.
  for (const marker of [FORMIK, LODASH, 'fui-Combobox', 'IBANRegistry']) expect(upFront.some((code) => code.includes(marker)), marker).toBe(false);

  // The form's code cannot come: the page reads the details all the same.
  await page.route(/\/assets\/PayeeForm-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/salaryManage/salaryManageInfo');
  await expect(page.getByRole('definition').filter({ hasText: '••••' }).first()).toBeVisible();
  await page.getByRole('button', { name: t('payee.edit') }).click();
  const dialog = page.getByRole('dialog', { name: t('common.passwordDialog.title') });
  await dialog.getByLabel(new RegExp(`^${escapeRe(t('common.passwordDialog.password'))}`)).fill(DEMO.password);
  await dialog.getByRole('button', { name: t('common.passwordDialog.confirm') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('payee.formLoadFailed') })).toBeVisible();
  // Back online: "Try again" brings the form, filled from the details in clear.
  await page.unroute(/\/assets\/PayeeForm-[^/]+\.js$/);
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('radiogroup', { name: t('payee.method') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: new RegExp(`^${escapeRe(t('payee.field.telephone'))}`) })).toHaveValue(/^\+[\d ]{8,}$/);
});

test('a screen whose code cannot come says so inside the frame, which stays, and comes on “Try again”', async ({ page, t }) => {
  allowConsole(page, /Failed to (load resource|fetch dynamically imported module)/);
  await signInAs(page, t);
  await dashboardSettled(page);
  const chunk = /\/assets\/CommentsPage-[^/]+\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: t('dashboard.comments.open') }).click();
  await expect(page.getByRole('heading', { name: t('layout.screenFailed') })).toBeVisible();
  await expect(page.getByText(t('http.error.network'))).toBeVisible();
  // The frame stays: its top bar and its way home.
  await expect(page.getByRole('navigation', { name: t('layout.breadcrumb.label') })).toBeVisible();
  await expect(page).toHaveURL(/\/commentManage$/);
  // Back online: "Try again" fetches the screen's code anew.
  await page.unroute(chunk);
  await page.getByRole('button', { name: t('common.retry') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('route.comments') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('layout.screenFailed') })).toHaveCount(0);
});

test('a reply opened before its box’s code is in takes typing at once, and keeps the text, the focus and the caret when Fluent’s box arrives', async ({ page, t }) => {
  await signInAs(page, t);
  await expect(page).toHaveURL(/\/dashboard$/);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ReplyTextarea-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/commentManage');
  await page.getByRole('button', { name: t('comments.action.reply') }).first().click();
  const box = page.getByRole('textbox', { name: t('comments.replyField') });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('data-code-loading', '');
  await page.keyboard.type('Thank you');
  release();
  await expect(box).not.toHaveAttribute('data-code-loading');
  await expect(box).toHaveValue('Thank you');
  await expect(box).toBeFocused();
  await page.keyboard.type(' for reading');
  await expect(box).toHaveValue('Thank you for reading');
});
