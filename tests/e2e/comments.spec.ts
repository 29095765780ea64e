import { allowConsole, dashboardSettled, expect, signedInAs, test, type Page, type Translate } from './fixtures';

/**
 * The comment inbox end to end on the demo author's comments: "needs a reply" first;
 * a reply, then the 20-second countdown on the next one (the send button waits, no error); the
 * fourth pin asks to replace the earliest, named; deleting with a reason and finding it under
 * Removed; restoring a comment the vetting removed; blocking a reader; the keyboard shortcuts.
 *
 * It changes the demo author's comments, so one project runs it.
 */
test.skip(({ uiLang }) => uiLang !== 'en', 'changes the demo author’s comments: the English project runs it');

const feed = (page: Page, t: Translate) => page.getByRole('feed', { name: t('comments.list') });
const cards = (page: Page, t: Translate) => feed(page, t).getByRole('article');
const select = (page: Page, t: Translate, label: string) => page.getByRole('combobox', { name: t(label) });
/** A comment's identity on screen: its reader and its time (texts repeat among readers). */
async function identity(card: ReturnType<typeof cards>) {
  return { name: (await card.getByRole('heading').first().textContent())!, time: (await card.locator('time').first().textContent())! };
}
const same = (page: Page, t: Translate, id: { name: string; time: string }) => cards(page, t).filter({ hasText: id.name }).filter({ hasText: id.time });
/**
 * Waits until the feed shows the list its filters ask for: not the previous one kept on screen while
 * loading, nor the one rendered before the address changed (the address moves before React renders).
 */
async function settled(page: Page, t: Translate) {
  await expect(feed(page, t)).toHaveAttribute('data-address', new URL(page.url()).searchParams.toString());
  await expect(feed(page, t)).toHaveAttribute('aria-busy', 'false');
}
/** The count in a tab's name, e.g. 7 in "Removed (7)" (Fluent repeats a tab's text to reserve its bold width). */
const tabCount = async (page: Page, name: RegExp) => Number(/\((\d+)\)/.exec((await page.getByRole('tab', { name }).textContent())!)![1]);

test('reply, wait out the 20 seconds, pin a fourth, delete with a reason, restore an auto-removed comment, block a reader', async ({ page, t }) => {
  test.setTimeout(120_000);
  // The fourth pin is answered 409 with the earliest pin to replace: the browser logs that answer.
  allowConsole(page, /status of 409 \(Conflict\)/);
  await signedInAs(page);
  await dashboardSettled(page);
  await expect(page.getByText(/^\d+ comments need a reply$/)).toBeVisible();
  await page.getByRole('link', { name: t('dashboard.comments.open') }).click();
  await expect(page).toHaveURL(/\/commentManage$/);

  // "Needs a reply" is the default view.
  await expect(select(page, t, 'comments.filter.reply')).toHaveValue('unreplied');
  const first = cards(page, t).first();
  await expect(first).toBeVisible();
  const reader = (await first.getByRole('heading').textContent())!;
  const answered = await identity(first);
  await first.getByRole('button', { name: t('comments.action.reply') }).click();
  await first.getByRole('textbox', { name: t('comments.replyField') }).fill('Thank you for reading, more on Friday!');
  await first.getByRole('button', { name: t('comments.sendReply') }).click();
  await expect(page.getByText(t('comments.replySent')).first()).toBeVisible();
  // The list asks again: the answered comment leaves "Needs a reply", and the next one is first.
  await expect(same(page, t, answered)).toHaveCount(0);
  await settled(page, t);

  // The next reply waits for the interval: a countdown, the send button unavailable, then it goes.
  const next = cards(page, t).first();
  await next.getByRole('button', { name: t('comments.action.reply') }).click();
  await next.getByRole('textbox', { name: t('comments.replyField') }).fill('Glad you liked it!');
  await expect(next.getByRole('status')).toContainText(/you can send this in \d+ seconds?/);
  await expect(next.getByRole('button', { name: t('comments.sendReply') })).toHaveAttribute('aria-disabled', 'true');
  await expect(next.getByRole('status')).toHaveCount(0, { timeout: 25_000 });
  await next.getByRole('button', { name: t('comments.sendReply') }).click();
  await expect(page.getByText(t('comments.replySent')).first()).toBeVisible();

  // Replied comments are under "Replied", with the reply.
  await select(page, t, 'comments.filter.reply').selectOption('replied');
  await expect(page).toHaveURL(/reply=replied/);
  await expect(cards(page, t).filter({ hasText: 'Thank you for reading, more on Friday!' })).toHaveCount(1);
  expect(reader.length).toBeGreaterThan(0);

  // The first novel has three pinned: pinning a fourth names the earliest and replaces it.
  await select(page, t, 'comments.filter.reply').selectOption('unreplied');
  await select(page, t, 'comments.filter.novel').selectOption({ label: 'The Lantern Archive' });
  await select(page, t, 'comments.filter.pinned').selectOption('unpinned');
  // Both menus set in quick succession: the novel stays chosen.
  await expect(page).toHaveURL(/(?=.*pinned=unpinned)(?=.*book=\d+)/);
  await settled(page, t);
  const pinned = await identity(cards(page, t).first());
  await same(page, t, pinned).getByRole('button', { name: t('comments.action.pin') }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(t('comments.pinReplace.title'));
  await expect(dialog).toContainText(/unpins the earliest, by .+: “/);
  await dialog.getByRole('button', { name: t('comments.pinReplace.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await select(page, t, 'comments.filter.reply').selectOption('all');
  await select(page, t, 'comments.filter.pinned').selectOption('pinned');
  await expect(cards(page, t)).toHaveCount(3);
  await expect(same(page, t, pinned)).toHaveCount(1);

  // Delete with a reason; it is under Removed with that reason.
  await select(page, t, 'comments.filter.pinned').selectOption('all');
  await select(page, t, 'comments.filter.reply').selectOption('unreplied');
  await expect(page).toHaveURL(/reply=unreplied/);
  await expect(page).not.toHaveURL(/pinned=/);
  await settled(page, t);
  // Held by identity: a card located by position could be another one once the list swaps.
  const deleted = await identity(cards(page, t).nth(1));
  const toDelete = same(page, t, deleted);
  const deletedText = (await toDelete.locator('p').last().textContent())!;
  const removedBefore = await tabCount(page, /^Removed \(\d+\)$/);
  await toDelete.getByRole('button', { name: t('comments.action.delete') }).click();
  await page.getByRole('alertdialog').getByRole('radio', { name: t('comments.reason.spoiler') }).check();
  await page.getByRole('alertdialog').getByRole('button', { name: t('comments.delete.confirm') }).click();
  await expect(page.getByRole('tab', { name: `Removed (${removedBefore + 1})` })).toBeVisible();
  await page.getByRole('tab', { name: /^Removed \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/view=removed/);
  // Texts repeat among readers; among the removed ones this one is alone.
  const search = page.getByRole('searchbox', { name: t('comments.filter.search') });
  await search.fill(deletedText);
  await expect(same(page, t, deleted)).toContainText(t.server('comment.reason.spoiler'));
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Restore one the vetting removed.
  await select(page, t, 'comments.filter.novel').selectOption('all');
  await settled(page, t);
  const restored = await identity(cards(page, t).filter({ hasText: /Removed automatically: it contains/ }).first());
  const auto = same(page, t, restored);
  const restoredText = (await auto.locator('p').last().textContent())!;
  const removedNow = await tabCount(page, /^Removed \(\d+\)$/);
  await auto.getByRole('button', { name: t('comments.action.restore') }).click();
  await expect(same(page, t, restored)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: `Removed (${removedNow - 1})` })).toBeVisible();
  await page.getByRole('tab', { name: /^Comments \(\d+\)$/ }).click();
  await select(page, t, 'comments.filter.reply').selectOption('all');
  await search.fill(restoredText);
  await expect(same(page, t, restored)).toHaveCount(1);

  // Block a reader for 7 days: the list of blocks grows and the card says so.
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await settled(page, t);
  // The card is held by its reader and time: the feed may still be swapping in the unfiltered list.
  const chosen = await identity(cards(page, t).filter({ hasNotText: t('comments.badge.blocked') }).first());
  const blocked = chosen.name;
  await same(page, t, chosen).first().getByRole('button', { name: t('comments.action.block') }).click();
  await page.getByRole('alertdialog').getByRole('radio', { name: t('comments.block.days', { days: 7 }) }).check();
  await page.getByRole('alertdialog').getByRole('button', { name: t('comments.block.confirm') }).click();
  await page.getByRole('button', { name: /^Blocked readers \(\d+\)$/ }).click();
  await expect(page.getByRole('button', { name: t('comments.blocks.lift', { name: blocked }) })).toBeVisible();
  await expect(cards(page, t).filter({ hasText: blocked }).first()).toContainText(t('comments.badge.blocked'));
});

test('keyboard: ? lists the shortcuts, j and k move between comments, r opens the reply box', async ({ page, t }) => {
  await signedInAs(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/commentManage');
  await expect(cards(page, t).first()).toBeVisible();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: t('comments.shortcuts') });
  await expect(help).toContainText(t('comments.key.next'));
  await help.getByRole('button', { name: t('comments.close') }).click();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await expect(cards(page, t).nth(1)).toBeFocused();
  await page.keyboard.press('r');
  await expect(cards(page, t).nth(1).getByRole('textbox', { name: t('comments.replyField') })).toBeFocused();
});
