import { readFileSync } from 'node:fs';
import { dashboardSettled, expect, loadedAndIdle, signInAs, test, type Page } from './fixtures';

/**
 * First paint in one round trip: the public pages arrive prerendered in the
 * visitor's language and colour scheme, and every page's document names the code, styles and
 * words its first paint needs, so none of them waits for a script to ask for it.
 */

/** Scripts and styles of /assets the page fetched that its document did not announce. */
async function unannounced(page: Page, fetched: string[]): Promise<string[]> {
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel=modulepreload], link[rel=stylesheet], script[src]')].map(
      (l) => new URL(l instanceof HTMLLinkElement ? l.href : l.src).pathname,
    ),
  );
  return fetched.filter((f) => !linked.includes(f));
}

function recordAssets(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) fetched.push(pathname);
  });
  return fetched;
}

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('sign-in, terms and forgot-password paint in the visitor’s language and dark scheme, inert until the portal takes over', { tag: '@i18n' }, async ({ page, t }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.login.title', { brand: "Writers' Center" }));
    await expect(page.locator('form input[type=email]')).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe(t.lang);
    await expect(page).toHaveTitle(t('layout.documentTitle', { page: t('route.login'), brand: "Writers' Center" }));
    // The dark theme applies from the document's own styles: the card is not white.
    const surface = await page.locator('main form').evaluate((el) => getComputedStyle(el).getPropertyValue('--colorNeutralBackground1').trim());
    expect(surface.toLowerCase()).not.toBe('#ffffff');
    expect(surface).not.toBe('');
    // Nothing can be typed or submitted (a native submit would put the password in the address) before the script.
    expect(await page.locator('[data-prerendered]').getAttribute('inert')).not.toBeNull();

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('legal.terms.title'));
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('any other page paints the portal’s loading screen from its document, in the visitor’s language and scheme', { tag: '@i18n' }, async ({ page, t }) => {
    await page.goto('/mywork');
    await expect(page.getByRole('progressbar', { name: t('layout.loading') })).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe(t.lang);
    const surface = await page.locator('[data-placeholder] .fui-FluentProvider').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(surface).not.toBe('rgb(255, 255, 255)');
  });
});

test.describe('a phone, without any script', () => {
  test.use({ javaScriptEnabled: false, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36', viewport: { width: 412, height: 823 } });

  test('sees the notice that takes it to the mobile author login, in its language, on any page', { tag: '@i18n' }, async ({ page, t }) => {
    for (const url of ['/login', '/mywork']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: t('device.mobile.title') })).toBeVisible();
    }
  });
});

test('/login’s first load asks for its code after the first paint, fetches only what its document announced, and the form works once the portal takes over', async ({ page, t }) => {
  // The document asks for nothing but its entry before it paints: the rest of the code is named in
  // an inert template, which the entry puts into the head after the first frame.
  const html = await (await page.request.get('/login')).text();
  const [before, template = '', after = ''] = html.split(/<template id="wc-preloads">|<\/template>/);
  expect(`${before}${after}`).not.toContain('modulepreload');
  expect(template.match(/rel="modulepreload"/g)?.length).toBeGreaterThan(5);
  const fetched = recordAssets(page);
  await page.goto('/login');
  await loadedAndIdle(page);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(await unannounced(page, fetched)).toEqual([]);
  expect(fetched.length).toBeGreaterThan(5);
  const email = page.getByRole('textbox', { name: t.re('auth.login.email', undefined, true) });
  await email.fill('someone@example.com');
  await expect(email).toHaveValue('someone@example.com');
});

test('a signed-in page’s document announces its screen, frame and words, so nothing waits for the entry to run', async ({ page, t }) => {
  await signInAs(page, t);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The address changes as the navigation starts (a transition): the dashboard's own files and
  // words are still coming then, and must not count as /mywork's.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loadedAndIdle(page);
  // The dashboard's late cards (writing goals, calendar) are code of their own that comes once the page has
  // settled: their files and words must not count as /mywork's either.
  await dashboardSettled(page);
  const fetched = recordAssets(page);
  await page.goto('/mywork');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loadedAndIdle(page);
  expect(fetched.length).toBeGreaterThan(5);
  expect(await unannounced(page, fetched)).toEqual([]);
});

test('the signed-in frame’s own code comes as one file, which no public page loads', () => {
  // What the build wrote for the documents (scripts/prerender.mjs): each route's first-load files.
  const { routes } = JSON.parse(readFileSync('dist/client/pages.json', 'utf8')) as { routes: { path: string; files: string[]; prerendered?: string }[] };
  const publicPaths = ['/login', '/forgot-password', '/reset-password', '/verify-email', '/account/email-confirm', '/account/email-undo', '/terms', '/policy', '/verify', '/esign/:token'];
  const signedIn = routes.filter((r) => !publicPaths.includes(r.path));
  const publicFiles = new Set(routes.filter((r) => publicPaths.includes(r.path)).flatMap((r) => r.files));
  const frame = (files: string[]) => files.filter((f) => /\/frame-[\w-]+\.js$/.test(f));
  for (const r of signedIn) expect(frame(r.files), r.path).toHaveLength(1);
  expect(frame([...publicFiles])).toEqual([]);
  // Every signed-in page's files that no public page's first load names: the frame, its route's
  // module, and the few libraries /login loads later (its language menu, its toaster). Left to the
  // library grouping, they were fifteen files.
  const everywhere = signedIn.map((r) => r.files.filter((f) => !publicFiles.has(f))).reduce((a, b) => a.filter((f) => b.includes(f)));
  expect(everywhere.length, everywhere.join(' ')).toBeLessThanOrEqual(6);
});
