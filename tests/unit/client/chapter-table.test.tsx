/** The manage page's chapter table on the recorded demo (jsdom, the stories' MSW handlers). */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedData } from '../../../stories/portal/handlers';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
screenServer();

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
