/**
 * Losing and finding one's way back in, in jsdom on the recorded demo (the stories' MSW handlers):
 * a session that ends says so on /login and sign-in returns to the page the author was on.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { recordedData, success } from '../../../stories/portal/handlers';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

describe('a session that ends', { timeout: 30_000 }, () => {
  it('says "You were signed out" on /login, and signing in returns to the page the author was on', async () => {
    const user = userEvent.setup();
    let ended = true;
    server.use(
      // The session ends while My Works loads: the server refuses the token once.
      http.get(/\/v1\/writeCenter\.bookList$/, () => {
        if (!ended) return undefined;
        ended = false;
        return HttpResponse.json({ code: 5005, desc: 'Please sign in again', data: null }, { status: 401 });
      }),
      http.post(/\/v1\/user\.email_login$/, () => success({ token: 'a-new-token' })),
    );
    render(<ScreenStory path="/mywork" locale="en" colorMode="light" />);
    await screen.findByRole('button', { name: en['auth.login.submit'] }, { timeout: 15_000 });
    expect(await screen.findByText(en['auth.login.signedOut'], {}, { timeout: 10_000 })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'demo@writers-center.test');
    await user.type(screen.getByLabelText(/^password/i), 'writers-center-demo');
    await user.click(screen.getByRole('button', { name: en['auth.login.submit'] }));
    const novels = recordedData<{ list: { title: string }[] }>('/v1/writeCenter.bookList', { page: '1', page_size: '10' }).list;
    expect(await screen.findByRole('link', { name: novels[0].title }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: en['route.mywork'] })).toBeVisible();
  });

  it('says nothing of the kind after signing out on purpose', async () => {
    const user = userEvent.setup();
    server.use(http.post(/\/user\/logout$|\/v1\/user\.logout$/, () => success()));
    render(<ScreenStory path="/dashboard" locale="en" colorMode="light" />);
    await user.click(await screen.findByRole('button', { name: en['layout.account.label'].replace('{name}', 'Mara Quill') }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('menuitem', { name: en['layout.account.signOut'] }));
    await screen.findByRole('button', { name: en['auth.login.submit'] }, { timeout: 15_000 });
    expect(screen.queryByText(en['auth.login.signedOut'])).toBeNull();
  });
});

describe('a password reset link', { timeout: 30_000 }, () => {
  const checking = (state: string) => http.post(/\/v1\/user\.password_reset_check$/, () => success({ state }));

  it.each([
    ['used', 'auth.reset.linkUsed'],
    ['expired', 'auth.reset.linkExpired'],
    ['unknown', 'auth.link.invalid'],
  ])('%s: says so instead of showing the form, with the way to a new link', async (state, message) => {
    const user = userEvent.setup();
    server.use(checking(state));
    render(<ScreenStory path="/reset-password?token=a-mailed-token" signedIn={false} locale="en" colorMode="light" />);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(en[message]);
    expect(screen.queryByLabelText(new RegExp(`^${en['auth.reset.newPassword']}`))).toBeNull();
    await user.click(screen.getByRole('link', { name: en['auth.reset.newLink'] }));
    expect(await screen.findByRole('heading', { level: 1, name: en['auth.forgot.title'] }, { timeout: 15_000 })).toBeVisible();
  });

  it('usable: the form', async () => {
    server.use(checking('usable'));
    render(<ScreenStory path="/reset-password?token=a-mailed-token" signedIn={false} locale="en" colorMode="light" />);
    expect(await screen.findByLabelText(new RegExp(`^${en['auth.reset.newPassword']}`), {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('"Forgot password?" on /login', { timeout: 30_000 }, () => {
  it('carries the address typed there to /forgot-password', async () => {
    const user = userEvent.setup();
    render(<ScreenStory path="/login" signedIn={false} locale="en" colorMode="light" />);
    await user.type(await screen.findByRole('textbox', { name: /email/i }, { timeout: 15_000 }), 'mara@example.com');
    await user.click(screen.getByRole('link', { name: en['auth.login.forgot'] }));
    await screen.findByRole('heading', { level: 1, name: en['auth.forgot.title'] }, { timeout: 15_000 });
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('mara@example.com');
  });
});
