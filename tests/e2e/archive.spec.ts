import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { escapeRe, expect, signedInAs, test } from './fixtures';

test('an archive of everything: asked for from /account, its progress bar, then a ZIP with its manifest downloaded', async ({ page, t }) => {
  await signedInAs(page);
  await page.goto('/account');
  await page.getByRole('link', { name: t('route.accountArchive') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('route.accountArchive') })).toBeVisible();

  const works = page.getByRole('region', { name: t('archive.works.title') });
  await works.getByRole('button', { name: new RegExp(`^(${t('archive.works.make')}|${t('archive.works.makeAgain')})$`) }).click();
  // The bar shows at once and follows the build until the link is there.
  await expect(works.getByRole('progressbar', { name: t('archive.status.progressLabel') })).toBeVisible();
  const link = works.getByRole('link', { name: t('archive.status.download') });
  await expect(link).toBeVisible({ timeout: 60_000 });
  await expect(works.getByRole('progressbar')).toHaveCount(0);
  // Until when the link works, in the page's language (the date itself is the browser's to format).
  const until = t('archive.status.expires', { date: '\u0000' }).split('\u0000')[0];
  await expect(works.getByText(new RegExp(`^${escapeRe(until)}`))).toBeVisible();

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  // A ZIP (its local-file signature) holding the manifest, which lists every novel's EPUB.
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const files = unzipSync(bytes);
  const manifest = JSON.parse(strFromU8(files['manifest.json'])) as { kind: string; files: { path: string }[] };
  expect(manifest.kind).toBe('works');
  expect(manifest.files.some((f) => /^novels\/\d+-[^/]+\/book\.epub$/.test(f.path))).toBe(true);
});
