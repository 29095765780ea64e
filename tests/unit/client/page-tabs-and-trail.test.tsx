/**
 * The in-page tabs of one page are that page: one heading, one tag tab and one step in the
 * breadcrumb, whichever tab is shown; a page shown again for another subject moves its tag.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';
import { createStore } from '../../../src/client/app/store';
import { pageVisited } from '../../../src/client/session/ui-slice';

screenServer();

const texts = (list: HTMLElement, role: string) => within(list).getAllByRole(role).map((e) => e.textContent?.trim());

describe('pages with in-page tabs', { timeout: 30_000 }, () => {
  it.each([
    ['/salaryManage', 'route.salary', ['salary.nav.payouts', 'salary.nav.payee'], 'de'],
    ['/welfareManage', 'route.welfare', ['welfare.nav.claims'], 'en'],
  ] as const)('%s: its tabs keep the heading, one tag tab and one breadcrumb step (%s)', async (path, titleId, tabIds, locale) => {
    const words = portalCatalog(locale);
    const title = words[titleId];
    render(<ScreenStory path={path} locale={locale} colorMode="light" />);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
    for (const tabId of tabIds) {
      await userEvent.click(screen.getByRole('tab', { name: words[tabId] }));
      await waitFor(() => expect(screen.getByRole('tab', { name: words[tabId], selected: true })).toBeInTheDocument());
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
      const tags = screen.getByRole('list', { name: words['layout.tabs.label'] });
      await waitFor(() => expect(texts(tags, 'link').filter((label) => label === title)).toHaveLength(1));
      const trail = screen.getByRole('navigation', { name: words['layout.breadcrumb.label'] });
      expect(texts(trail, 'listitem').filter((label) => label === title)).toHaveLength(1);
    }
  });
});

describe('tag tabs', () => {
  it('one per page: another novel on the manage page moves its tag there', () => {
    const store = createStore();
    store.dispatch(pageVisited({ path: '/mywork/manageworks/1', titleId: 'manageWork' }));
    store.dispatch(pageVisited({ path: '/mywork', titleId: 'mywork' }));
    store.dispatch(pageVisited({ path: '/mywork/manageworks/3', titleId: 'manageWork' }));
    expect(store.getState().ui.tabs).toEqual([
      { path: '/mywork/manageworks/3', titleId: 'manageWork' },
      { path: '/mywork', titleId: 'mywork' },
    ]);
  });
});
