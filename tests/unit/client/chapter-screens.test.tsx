/** The manage page's chapter table and the chapter editor's address on the recorded demo (jsdom, the stories' MSW handlers). */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedData } from '../../../stories/portal/handlers';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

describe('chapter table', { timeout: 30_000 }, () => {
  it('the count beside the search counts what the search found', async () => {
    const user = userEvent.setup();
    const { total } = recordedData<{ total: number }>('/v1/writeCenter.chapterList', { original_book_id: '3', page_size: '100', after_code: '0' });
    render(<ScreenStory path="/mywork/manageworks/3" locale="en" colorMode="light" />);
    expect(await screen.findByText(`${total} chapters`, undefined, { timeout: 15_000 })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: en['novel.manage.filterText'] }), 'no such words');
    expect(await screen.findByRole('heading', { name: en['novel.manage.noMatch'] })).toBeVisible();
    await waitFor(() => expect(screen.getByText('0 chapters')).toBeVisible());
    expect(screen.queryByText(`${total} chapters`)).toBeNull();
  });
});

describe('the chapter editor address', { timeout: 30_000 }, () => {
  it('/mywork/addchapter/{novel}/{its next code} asks for the novel only, no chapter of that id', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    try {
      const novel = recordedData<{ next_chapter_code: number; title: string }>('/v1/writeCenter.bookInfo', { original_book_id: '3' });
      render(<ScreenStory path={`/mywork/addchapter/3/${novel.next_chapter_code}`} locale="en" colorMode="light" />);
      expect(await screen.findByRole('textbox', { name: /title/i }, { timeout: 15_000 })).toBeVisible();
      expect(asked).toContain('/v1/writeCenter.bookInfo');
      expect(asked).not.toContain('/v1/writeCenter.chapterInfo');
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});
