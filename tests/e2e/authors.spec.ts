import sharp from 'sharp';
import { DEMO, escapeRe, expect, menuNames, signedInAs, signUpAs, test } from './fixtures';
import { admin, adminCommandLine } from './helpers';

const starts = (text: string) => new RegExp(`^${escapeRe(text)}`);

test('sign up, register as an author, wait for review with the reduced menu, get approved from the CLI: the full menu opens', { tag: '@i18n' }, async ({ page, t }) => {
  const email = `author-${Date.now()}@example.test`;
  await signUpAs(page, t, email);
  await expect(page.getByRole('heading', { name: t('author.register.title') })).toBeVisible();

  // Send empty: every rule speaks next to its field.
  const penName = page.getByRole('textbox', { name: starts(t('author.register.penName')) });
  await penName.fill('');
  await page.getByRole('button', { name: t('author.register.submit') }).click();
  await expect(page.getByText(t('validation.penName.required'))).toBeVisible();
  await expect(page.getByText(t('validation.editor.required'))).toBeVisible();

  await penName.fill(`Nova Reed ${Date.now() % 100000}`);
  await page.getByRole('radio', { name: t('author.gender.female') }).check();
  const portugal = new Intl.DisplayNames([t.lang], { type: 'region' }).of('PT')!;
  await page.getByRole('combobox', { name: starts(t('author.register.country')) }).pressSequentially(portugal.slice(0, 5));
  await page.getByRole('option', { name: portugal }).click();
  await page.getByRole('combobox', { name: starts(t('author.register.editor')) }).selectOption({ label: 'Iris Calder' });
  await page.getByRole('checkbox', { name: starts(t('author.register.privacy')) }).check();
  await page.getByRole('button', { name: t('author.register.submit') }).click();

  await expect(page.getByText(t('author.register.sent')).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: t('author.review.pendingTitle') })).toBeVisible();
  await expect.poll(() => menuNames(page, t)).toEqual([t('route.dashboard'), t('route.contact')]);

  // The real command line, once in the suite (every other staff step runs the same command in process).
  expect(await adminCommandLine('author:approve', email)).toContain('"author_status":1');
  // The dashboard looks again while a sign-up waits: no reload needed.
  await expect(page.getByRole('navigation', { name: t('layout.menu.label') }).getByRole('link', { name: t('route.mywork'), exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: t('author.profile.title') })).toBeVisible();
});

test('an intro rejected with a reason is fixed and sent again', async ({ page, t }) => {
  await signedInAs(page);
  await expect(page.getByRole('heading', { name: t('author.intro.title') })).toBeVisible();
  // What readers see now: the seeded intro, or the one an earlier run (the other project) got approved.
  const shown = (await page.getByText(/I grew up between harbour towns|^Fantasy and mystery: I write slow-burning/).first().textContent())!;
  await page.getByRole('button', { name: t('author.intro.edit') }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: starts(t('author.intro.field')) });
  await field.fill('Too short to say anything.');
  await dialog.getByRole('button', { name: t('author.intro.submit') }).click();
  await expect(dialog.getByText(t('validation.intro.words', { min: 20, max: 400, count: 5 }))).toBeVisible();

  const first = 'I write slow-burning fantasy about lighthouse keepers, cartographers and the quiet people who hold a city together. New chapters arrive every Tuesday and Friday.';
  await field.fill(first);
  await dialog.getByRole('button', { name: t('author.intro.submit') }).click();
  await expect(page.getByText(t('author.intro.sent')).first()).toBeVisible();
  await expect(page.getByText(t('review.pending'))).toBeVisible();

  const reason = 'Please mention the genres you write in the first sentence.';
  await admin('intro:reject', DEMO.email, '--reason', reason);
  await page.reload();
  await expect(page.getByText(t('author.intro.rejectedReason', { reason }))).toBeVisible();
  // What readers see stays the approved text meanwhile.
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: t('author.intro.edit') }).click();
  // Told apart from an earlier run's by a word of letters (digits read as a phone number to the vetting).
  const take = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
  const final = `Fantasy and mystery: ${first} Take ${take}.`;
  await page.getByRole('dialog').getByRole('textbox', { name: starts(t('author.intro.field')) }).fill(final);
  await page.getByRole('dialog').getByRole('button', { name: t('author.intro.submit') }).click();
  await expect(page.getByText(t('review.pending'))).toBeVisible();
  await admin('intro:approve', DEMO.email);
  await page.reload();
  await expect(page.getByText(final, { exact: true })).toBeVisible();
});

test('a new avatar shows in the top bar at once', async ({ page, t }) => {
  await signedInAs(page);
  const topBarAvatar = page.getByRole('banner').locator('img').first();
  const before = await topBarAvatar.getAttribute('src');
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 20, g: 160, b: 90 } } }).png().toBuffer();
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(t('upload.succeeded')).first()).toBeVisible();
  await expect(topBarAvatar).not.toHaveAttribute('src', before ?? '');
  await expect(topBarAvatar).toHaveAttribute('src', /\/uploads\/avatar\/[0-9a-f]{32}\.webp$/);
  const image = await page.request.get((await topBarAvatar.getAttribute('src'))!);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('a file that is not an image is refused before it is sent', async ({ page, t }) => {
  await signedInAs(page);
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByText(t('upload.wrongType')).first()).toBeVisible();
});

test('social sign-in round trip through the loopback OpenID provider', async ({ page, t }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: t('auth.sns.continueWith', { name: 'QuillID' }) }).click();
  // The provider's own development login page.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill('quinn');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: t('author.register.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: starts(t('author.register.email')) })).toHaveValue('quinn@quill.test');
});

test.describe('on a phone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', viewport: { width: 390, height: 844 } });

  test('says the page cannot be accessed on mobile and goes to the mobile author login', { tag: '@i18n' }, async ({ page, t }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: t('device.mobile.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('device.mobile.go') })).toHaveAttribute('href', /\/terms\?from=mobile$/);
    await expect(page).toHaveURL(/\/terms\?from=mobile$/, { timeout: 10_000 });
  });
});

test('"Who saw my data" opens the audit trail in a dialog, and gives the focus back when closed', async ({ page, t }) => {
  await signedInAs(page);
  const open = page.getByRole('button', { name: t('author.privacy.open'), exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t('author.privacy.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t('author.privacy.intro'))).toBeVisible();
  // The demo author's own sign-up and changes are on record, or nothing is: either way the list has loaded.
  await expect(dialog.locator('li').first().or(dialog.getByText(t('author.privacy.empty')))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the sign-in form stays where it is when the site’s social sign-in arrives under it', { tag: '@layout' }, async ({ page, t }) => {
  // Each box as the document first paints it (prerendered), then once the social buttons are in.
  const boxes = () => Promise.all([page.getByRole('textbox', { name: t.re('auth.login.email', undefined, true) }), page.getByRole('button', { name: t.re('auth.login.submit') })].map((l) => l.boundingBox()));
  await page.goto('/login', { waitUntil: 'commit' });
  // While the portal takes the prerendered form over, its fields are briefly out of the layout.
  const measured = async () => {
    let found: Awaited<ReturnType<typeof boxes>> = [];
    await expect.poll(async () => (found = await boxes()).every(Boolean)).toBe(true);
    return found;
  };
  await expect(page.getByRole('button', { name: t.re('auth.login.submit') })).toBeVisible();
  const first = await measured();
  await expect(page.getByRole('button', { name: t('auth.sns.continueWith', { name: 'QuillID' }) })).toBeVisible();
  expect(await measured()).toEqual(first);
});
