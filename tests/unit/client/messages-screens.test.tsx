/**
 * Messages as a new author meets them, in jsdom on the recorded demo (the stories' MSW handlers,
 * one call changed per case): every signed-in account reads its own notices, whatever the state
 * of its registration.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answer, recordedData, success } from '../../../stories/portal/handlers';
import type { AuthorProfile } from '../../../src/domain/api/author';
import type { NoticeEntry } from '../../../src/domain/api/notifications';
import { AuthorStatus } from '../../../src/domain/author';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

const info = recordedData<Record<string, unknown>>('/v1/author.info');
const profile = recordedData<AuthorProfile>('/v1/author.profile');
const rejection: NoticeEntry = {
  id: 7,
  kind: 'review',
  title: 'Your author sign-up was not approved',
  body: 'The pen name is a real person’s name.',
  link: '/dashboard',
  action_required: false,
  read: false,
  created_at: '2026-11-20T10:00:00.000Z',
};

/** An account whose registration is waiting (2) or was rejected (3), with the notice of its review. */
function applicant(status: 2 | 3) {
  server.use(
    answer('/v1/author.info', { ...info, author_status: status }),
    answer('/v1/author.profile', {
      ...profile,
      registration: { ...profile.registration, author_status: status, review_status: status === AuthorStatus.Rejected ? 'rejected' : 'pending' },
    }),
    // The notice asks for no action: it is listed with the others.
    http.get(/\/v1\/notification\.list$/, ({ request }) =>
      success(new URL(request.url).searchParams.get('action') === 'required' ? { list: [], next_cursor: null, unread_num: 0 } : { list: [rejection], next_cursor: null, unread_num: 1 }),
    ),
  );
}

/** The top bar's bell (the recorded demo has unread messages: its name says so). */
const bell = () => screen.getByRole('link', { name: `${en['layout.notifications.label']}, ${en['layout.notifications.unread']}` });
const messagesHeading = () => screen.findByRole('heading', { level: 1, name: en['messages.page.title'] }, { timeout: 15_000 });

describe('messages of an account not signed up yet', { timeout: 30_000 }, () => {
  it.each([
    ['waiting for review', AuthorStatus.Pending],
    ['rejected', AuthorStatus.Rejected],
  ] as const)('%s: the notices open from their address, the notice of the review among them', async (_, status) => {
    applicant(status);
    render(<ScreenStory path="/messageCenter/announceCenter" locale="en" colorMode="light" />);
    await messagesHeading();
    expect(await screen.findByText(rejection.title)).toBeVisible();
    expect(screen.queryByRole('heading', { name: en['errors.notFound.title'] })).toBeNull();
  });

  it('rejected: the dashboard’s "Open messages" and the bell lead to the messages, never to the 404 page', async () => {
    const user = userEvent.setup();
    applicant(AuthorStatus.Rejected);
    render(<ScreenStory path="/dashboard" locale="en" colorMode="light" />);
    await user.click(await screen.findByRole('link', { name: en['dashboard.messages.open'] }, { timeout: 15_000 }));
    await messagesHeading();

    await user.click(bell());
    await messagesHeading();
    expect(screen.queryByRole('heading', { name: en['errors.notFound.title'] })).toBeNull();
  });

  it('the menu of an applicant still shows only Dashboard and Contact', async () => {
    applicant(AuthorStatus.Pending);
    render(<ScreenStory path="/messageCenter/announceCenter" locale="en" colorMode="light" />);
    await messagesHeading();
    const menu = screen.getByRole('navigation', { name: en['layout.menu.label'] ?? /./ });
    expect(within(menu).queryByRole('link', { name: en['route.news'] })).toBeNull();
  });
});

describe('the message center opens on the author’s own notices; each tab marks its own', { timeout: 30_000 }, () => {
  const myNotices = () => screen.findByRole('tab', { name: en['messages.tab.notices'], selected: true }, { timeout: 15_000 });

  it('the bell, the dashboard’s "Open messages" and the menu’s Messages land on My notices', async () => {
    const user = userEvent.setup();
    render(<ScreenStory path="/dashboard" locale="en" colorMode="light" />);
    await user.click(await screen.findByRole('link', { name: en['dashboard.messages.open'] }, { timeout: 15_000 }));
    await myNotices();

    await user.click(screen.getByRole('tab', { name: en['messages.tab.news'] }));
    await screen.findByRole('tab', { name: en['messages.tab.news'], selected: true });
    await user.click(bell());
    await myNotices();

    await user.click(screen.getByRole('tab', { name: en['messages.tab.news'] }));
    await screen.findByRole('tab', { name: en['messages.tab.news'], selected: true });
    const menu = screen.getByRole('navigation', { name: en['layout.menu.label'] });
    await user.click(within(menu).getByRole('link', { name: en['route.news'] }));
    await myNotices();
  });

  it('"Mark all as read" on My notices marks the notices only, on News the news only', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    server.use(
      http.post(/\/v1\/notification\.readAll$/, async ({ request }) => {
        asked.push(await request.json());
        return success({ updated: 1, unread_num: 1 });
      }),
      // One unread notice, so the button is offered.
      http.get(/\/v1\/notification\.list$/, ({ request }) =>
        success(new URL(request.url).searchParams.get('action') === 'required' ? { list: [], next_cursor: null, unread_num: 0 } : { list: [rejection], next_cursor: null, unread_num: 1 }),
      ),
    );
    render(<ScreenStory path="/messageCenter/announceCenter" locale="en" colorMode="light" />);
    await myNotices();
    await user.click(await screen.findByRole('button', { name: en['messages.markAllRead'] }, { timeout: 15_000 }));
    await waitFor(() => expect(asked).toEqual([{ scope: 'notices' }]));

    await user.click(screen.getByRole('tab', { name: en['messages.tab.news'] }));
    await screen.findByRole('tab', { name: en['messages.tab.news'], selected: true });
    await user.click(await screen.findByRole('button', { name: en['messages.markAllRead'] }, { timeout: 15_000 }));
    await waitFor(() => expect(asked).toEqual([{ scope: 'notices' }, { scope: 'news' }]));
  });
});
