import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, admin, signIn, signUp } from './helpers';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: /main menu/i }).getByRole('list').getByRole('link');

test('sign up, register as an author, wait for review with the reduced menu, get approved from the CLI: the full menu opens', async ({ page }) => {
  const email = `author-${Date.now()}@example.test`;
  await signUp(page, email);
  await expect(page.getByRole('heading', { name: /become an author/i })).toBeVisible();

  // Send empty: every rule speaks next to its field.
  await page.getByRole('textbox', { name: /pen name/i }).fill('');
  await page.getByRole('button', { name: /send for review/i }).click();
  await expect(page.getByText('Make up a favorite pen name')).toBeVisible();
  await expect(page.getByText('Choose an editor')).toBeVisible();

  await page.getByRole('textbox', { name: /pen name/i }).fill(`Nova Reed ${Date.now() % 100000}`);
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('combobox', { name: /region/i }).pressSequentially('Portu');
  await page.getByRole('option', { name: 'Portugal' }).click();
  await page.getByRole('combobox', { name: /editor/i }).selectOption({ label: 'Iris Calder' });
  await page.getByRole('checkbox', { name: /accept the terms/i }).check();
  await page.getByRole('button', { name: /send for review/i }).click();

  await expect(page.getByText('Sign-up sent for review').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /your sign-up was sent for review/i })).toBeVisible();
  await expect(menu(page)).toHaveText(['Dashboard', 'Contact Us']);

  expect(await admin('author:approve', email)).toContain('"author_status":1');
  // The dashboard looks again while a sign-up waits: no reload needed.
  await expect(menu(page).filter({ hasText: 'My Works' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /author info/i })).toBeVisible();
});

test('an intro rejected with a reason is fixed and sent again', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: /about you/i })).toBeVisible();
  await page.getByRole('button', { name: /edit intro/i }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: /intro/i });
  await field.fill('Too short to say anything.');
  await dialog.getByRole('button', { name: /send to my editor/i }).click();
  await expect(dialog.getByText(/write 20 to 400 words; you have 5/i)).toBeVisible();

  const first = 'I write slow-burning fantasy about lighthouse keepers, cartographers and the quiet people who hold a city together. New chapters arrive every Tuesday and Friday.';
  await field.fill(first);
  await dialog.getByRole('button', { name: /send to my editor/i }).click();
  await expect(page.getByText('Your intro was sent to your editor for review').first()).toBeVisible();
  await expect(page.getByText('Pending review')).toBeVisible();

  await admin('intro:reject', DEMO.email, '--reason', 'Please mention the genres you write in the first sentence.');
  await page.reload();
  await expect(page.getByText(/your editor did not approve it: please mention the genres/i)).toBeVisible();
  // What readers see stays the approved text meanwhile.
  await expect(page.getByText(/I grew up between harbour towns/)).toBeVisible();

  await page.getByRole('button', { name: /edit intro/i }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: /intro/i }).fill(`Fantasy and mystery: ${first}`);
  await page.getByRole('dialog').getByRole('button', { name: /send to my editor/i }).click();
  await expect(page.getByText('Pending review')).toBeVisible();
  await admin('intro:approve', DEMO.email);
  await page.reload();
  await expect(page.getByText(/^Fantasy and mystery: I write slow-burning/)).toBeVisible();
});

test('a new avatar shows in the top bar at once', async ({ page }) => {
  await signIn(page);
  const topBarAvatar = page.getByRole('banner').locator('img').first();
  const before = await topBarAvatar.getAttribute('src');
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 20, g: 160, b: 90 } } }).png().toBuffer();
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Uploaded successfully').first()).toBeVisible();
  await expect(topBarAvatar).not.toHaveAttribute('src', before ?? '');
  await expect(topBarAvatar).toHaveAttribute('src', /\/uploads\/avatar\/[0-9a-f]{32}\.webp$/);
  const image = await page.request.get((await topBarAvatar.getAttribute('src'))!);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('a file that is not an image is refused before it is sent', async ({ page }) => {
  await signIn(page);
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByText(/only JPEG, PNG, WebP or GIF images are accepted/i).first()).toBeVisible();
});

test('social sign-in round trip through the loopback OpenID provider', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with QuillID' }).click();
  // The provider's own development login page.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill('quinn');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click(); // consent
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /become an author/i })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /contact email/i })).toHaveValue('quinn@quill.test');
});

test.describe('on a phone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', viewport: { width: 390, height: 844 } });

  test('says the page cannot be accessed on mobile and goes to the mobile author login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'This page cannot be accessed on mobile' })).toBeVisible();
    await expect(page.getByRole('link', { name: /mobile author login/i })).toHaveAttribute('href', /\/terms\?from=mobile$/);
    await expect(page).toHaveURL(/\/terms\?from=mobile$/, { timeout: 10_000 });
  });
});
