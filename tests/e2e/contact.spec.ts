import sharp from 'sharp';
import { expect, signUpAs, test } from './fixtures';
import { admin } from './helpers';

/**
 * Contact us end to end with a new account (so both projects can run it): the shared
 * rules next to the fields, what was typed kept across a reload, a sent message listed with its
 * status; staff answer from the CLI; the answer is in the thread and the author writes again.
 */
test('send a message to the team, read the staff’s answer from the back office, and write again', async ({ page, t }) => {
  const email = `contact.${t.lang}.${Date.now()}@example.test`;
  await signUpAs(page, t, email);
  await page.goto('/us');
  await expect(page.getByText(t('support.replyTo', { email }))).toBeVisible();
  const form = page.getByRole('form', { name: t('support.new.title') });
  await form.getByRole('button', { name: t('support.send') }).click();
  await expect(form.getByText(t('validation.ticket.topic.required'))).toBeVisible();
  await expect(form.getByText(t('validation.ticket.message.required'))).toBeVisible();

  await form.getByRole('combobox', { name: t('support.topic') }).selectOption('bug');
  const message = form.getByRole('textbox', { name: t('support.message') });
  const text = 'Chapter 12 still shows the old text to readers.';
  await message.fill(text);
  await expect(form.getByText(t('support.count', { count: text.length, max: 2000 }))).toBeVisible();
  // Kept on this device until it is sent.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wc_form_draft:contact-us') ?? '')).toContain('Chapter 12');
  await page.reload();
  await expect(message).toHaveValue(text);
  // A screenshot goes with it (private: the thread links to it).
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 230, g: 230, b: 240 } } }).png().toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(t('upload.succeeded')).first()).toBeVisible();
  await form.getByRole('button', { name: t('support.send') }).click();
  await expect(page.getByText(t('support.sent')).first()).toBeVisible();
  await expect(message).toHaveValue('');
  await expect(page).toHaveURL(/\/us\?ticket=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('ticket'));
  await expect(page.getByText(t('support.status.open'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('support.screenshot.link') })).toHaveAttribute('href', /screenshot\//);

  await admin('ticket:answer', String(id), '--message', 'Fixed: readers now see the new text.');
  await page.reload();
  await expect(page.getByText(t('support.status.answered'))).toBeVisible();
  await expect(page.getByText('Fixed: readers now see the new text.')).toBeVisible();
  const again = page.getByRole('form', { name: t('support.writeAgain') });
  await again.getByRole('textbox', { name: t('support.writeAgain') }).fill('Thank you, it works now.');
  await again.getByRole('button', { name: t('support.send') }).click();
  await expect(again.getByRole('textbox', { name: t('support.writeAgain') })).toHaveValue('');
  await expect(page.getByRole('listitem').filter({ hasText: 'Thank you, it works now.' })).toBeVisible();
  await expect(page.getByText(t('support.status.open'))).toBeVisible();
});
