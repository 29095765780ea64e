/**
 * The account's settings in jsdom, through the stories' MSW handlers: reached from the avatar menu,
 * a device signed out refreshes the list, and a kind of notice ticked for mail is saved.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { NoticePref } from '../../../src/domain/api/notifications';
import type { SessionEntry } from '../../../src/domain/api/account';
import { success } from '../../../stories/portal/handlers';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

const session = (id: number, current: boolean, device: SessionEntry['device'] = 'desktop', country: string | null = null): SessionEntry => ({
  id,
  device,
  country,
  os: 'Windows 10',
  browser: 'Firefox 133',
  first_seen: '2026-11-20T10:00:00.000Z',
  last_seen: '2026-11-26T10:00:00.000Z',
  current,
});

describe('account settings', { timeout: 30_000 }, () => {
  it('opens from the avatar menu on the password form', async () => {
    const user = userEvent.setup();
    render(<ScreenStory path="/us" locale="en" colorMode="light" />);
    await user.click(await screen.findByRole('button', { name: en['layout.account.label'].replace('{name}', 'Mara Quill') }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('menuitem', { name: en['layout.account.settings'] }));
    expect(await screen.findByRole('heading', { level: 1, name: en['route.account'] }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('form', { name: en['account.password.title'] })).toBeVisible();
  });

  it('signs one device out and shows the list as it now stands', async () => {
    const user = userEvent.setup();
    let live = [session(41, true, 'desktop', 'DE'), session(38, false, 'mobile')];
    const revoked: unknown[] = [];
    server.use(
      http.get(/\/v1\/user\.sessions$/, () => success({ list: live })),
      http.post(/\/v1\/user\.sessionRevoke$/, async ({ request }) => {
        revoked.push(await request.json());
        live = live.filter((s) => s.current);
        return success({ signed_out: 1 });
      }),
    );
    render(<ScreenStory path="/account?tab=sessions" locale="en" colorMode="light" />);
    const list = await screen.findByRole('list', { name: en['account.sessions.list'] }, { timeout: 15_000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Each device says where it signed in from, in the author's language, or that the place is unknown.
    expect(within(list).getByText('Germany')).toBeVisible();
    expect(within(list).getByText(en['account.sessions.unknownPlace'])).toBeVisible();
    // Only the other device has a "Sign out"; this one is marked.
    expect(within(list).getByText(en['account.sessions.current'])).toBeVisible();
    // The button names the device it signs out ("Sign out Phone, …").
    const signOutPhone = new RegExp(`^${en['account.sessions.signOutOne'].split('{device}')[0]}${en['account.sessions.device.mobile']},`);
    await user.click(within(list).getByRole('button', { name: signOutPhone }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(revoked).toEqual([{ id: 38 }]);
    expect(screen.getByText(en['account.sessions.onlyThis'])).toBeVisible();
  });

  it('saves a kind of notice ticked for mail', async () => {
    const user = userEvent.setup();
    const saved: NoticePref[] = [];
    let prefs: NoticePref[] = (['review', 'contract', 'payout', 'comment', 'account', 'system'] as const).map((kind) => ({ kind, mail: false }));
    server.use(
      http.get(/\/v1\/notification\.prefs$/, () => success({ list: prefs })),
      http.post(/\/v1\/notification\.prefs$/, async ({ request }) => {
        const pref = (await request.json()) as NoticePref;
        saved.push(pref);
        prefs = prefs.map((p) => (p.kind === pref.kind ? pref : p));
        return success({ list: prefs });
      }),
    );
    render(<ScreenStory path="/account?tab=mail" locale="en" colorMode="light" />);
    const comments = await screen.findByRole('checkbox', { name: en['account.mail.kind.comment'] }, { timeout: 15_000 });
    expect(comments).not.toBeChecked();
    await user.click(comments);
    await waitFor(() => expect(saved).toEqual([{ kind: 'comment', mail: true }]));
    expect(screen.getByRole('checkbox', { name: en['account.mail.kind.comment'] })).toBeChecked();
  });
});
