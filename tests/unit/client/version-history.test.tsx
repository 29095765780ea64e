/** The chapter editor's version history on the recorded demo (jsdom, the stories' MSW handlers). */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, recordedData } from '../../../stories/portal/handlers';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

describe('version history', { timeout: 30_000 }, () => {
  it('lists the released text first for an update under review, and compares it with the text being written', async () => {
    const user = userEvent.setup();
    const chapter = recordedData<Record<string, unknown> & { content: string; title: string }>('/v1/writeCenter.chapterInfo', { original_chapter_id: '3' });
    const update = `${chapter.content}\n\nThe lamps were steady again.`;
    server.use(
      answer('/v1/writeCenter.chapterInfo', { ...chapter, content: update, live_title: chapter.title, live_content: chapter.content, updated_content_status: 'pending_review', version: 2 }),
      answer('/v1/writeCenter.chapterVersions', { list: [{ version: 2, title: chapter.title, words: 620, kind: 'publish', saved_at: '2026-11-20T10:00:00.000Z' }] }),
    );
    render(<ScreenStory path="/mywork/addchapter/3" locale="en" colorMode="light" />);
    await user.click(await screen.findByRole('button', { name: en['chapter.editor.history'] }, { timeout: 15_000 }));
    const list = await screen.findByRole('list', { hidden: true, name: en['chapter.history.title'] }, { timeout: 15_000 });
    await within(list).findByText(en['chapter.history.kind.publish'], { exact: false }, { timeout: 10_000 });
    // (jsdom never ends the drawer's opening motion, so its contents may still count as hidden.)
    const released = within(list).getByRole('button', { hidden: true, name: new RegExp(`^${en['chapter.history.released']}`) });
    // First in the list, before the saved versions.
    expect(list.querySelector('button')).toBe(released);
    await user.click(released);
    const diff = await screen.findByRole('region', { hidden: true, name: en['chapter.history.compare'] }, { timeout: 10_000 });
    expect(diff.querySelectorAll('ins').length).toBeGreaterThan(0);
    expect(diff).toHaveTextContent(/steady again/);
    // The released text is compared, not restored (it is no saved version).
    expect(screen.queryByRole('button', { hidden: true, name: en['chapter.history.restore'] })).toBeNull();
  });
});
