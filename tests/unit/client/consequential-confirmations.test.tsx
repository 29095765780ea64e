/**
 * A confirmation of something hard to take back opens on Cancel: moving the first paid chapter
 * and marking a novel finished are not destructive, but a hurried Enter must not do them; deleting
 * a draft chapter cannot be undone by the author at all.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { recordedData, success } from '../../../stories/portal/handlers';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const server = screenServer();

const cancelHasFocus = async (cancel: string) => {
  const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: cancel })).toHaveFocus());
};

describe('consequential confirmations focus Cancel', { timeout: 30_000 }, () => {
  it.each(['en', 'de'] as const)('marking a novel finished (%s)', async (locale) => {
    const words = portalCatalog(locale);
    render(<ScreenStory path="/mywork/manageworks/3" locale={locale} colorMode="light" />);
    await userEvent.click(await screen.findByRole('button', { name: words['novel.manage.finish'] }, { timeout: 15_000 }));
    await cancelHasFocus(words['novel.form.cancel']);
  });

  it.each(['en', 'de'] as const)('moving the first paid chapter (%s)', async (locale) => {
    const words = portalCatalog(locale);
    render(<ScreenStory path="/mywork/manageworks/3" locale={locale} colorMode="light" />);
    const [firstAction] = await screen.findAllByRole('button', { name: words['chapter.firstPaid.action'] }, { timeout: 15_000 });
    await userEvent.click(firstAction);
    await cancelHasFocus(words['chapter.editor.cancel']);
  });

  it.each(['en', 'de'] as const)('deleting a draft chapter (%s)', async (locale) => {
    const words = portalCatalog(locale);
    const chapter = recordedData<Record<string, unknown>>('/v1/writeCenter.chapterInfo', { original_chapter_id: '3' });
    server.use(http.get(/\/v1\/writeCenter\.chapterInfo/, () => success({ ...chapter, status: 'draft', release_at: null })));
    render(<ScreenStory path="/mywork/addchapter/3" locale={locale} colorMode="light" />);
    await userEvent.click(await screen.findByRole('button', { name: words['chapter.editor.delete'] }, { timeout: 15_000 }));
    await cancelHasFocus(words['chapter.editor.cancel']);
  });
});
