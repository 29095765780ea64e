/**
 * The sign-in form on /login, which does without Formik: the rules as
 * the author leaves a field or submits, the server's refusals next to their fields, the wait after
 * too many attempts, and what was typed kept through all of them.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, screenServer } from './screen-server';
import { STORY_TOKEN, ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const en = portalCatalog('en');
const server = screenServer();

const LOGIN = `${API}/v1/user.email_login`;
const open = async () => {
  render(<ScreenStory path="/login" signedIn={false} locale="en" colorMode="light" />);
  const submit = await screen.findByRole('button', { name: en['auth.login.submit'] }, { timeout: 10_000 });
  return { submit, email: screen.getByRole('textbox', { name: /email/i }), password: screen.getByLabelText(/^password/i) };
};

describe('the sign-in form', { timeout: 30_000 }, () => {
  it('refuses empty fields on submit without calling the server, and clears each refusal as it is fixed', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(http.post(LOGIN, () => void calls++));
    const { submit, email } = await open();
    await user.click(submit);
    expect(await screen.findByText(en['validation.email.required'])).toBeVisible();
    expect(screen.getByText(en['validation.password.required'])).toBeVisible();
    expect(calls).toBe(0);
    await user.type(email, 'mara@example.com');
    await waitFor(() => expect(screen.queryByText(en['validation.email.required'])).toBeNull());
    expect(screen.getByText(en['validation.password.required'])).toBeVisible();
  });

  it('says nothing about a field before the author leaves it, and names a malformed email once they do', async () => {
    const user = userEvent.setup();
    const { email, password } = await open();
    await user.type(email, 'not-an-email');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(en['validation.email.format'])).toBeNull();
    await user.click(password);
    expect(await screen.findByText(en['validation.email.format'])).toBeVisible();
    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal next to its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(http.post(LOGIN, () => HttpResponse.json({ code: 4001, desc: 'invalid', data: { fields: { password: 'The password is wrong.' } } }, { status: 400 })));
    const { submit, email, password } = await open();
    await user.type(email, 'mara@example.com');
    await user.type(password, 'secret-words');
    await user.click(submit);
    expect(await screen.findByText('The password is wrong.')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('mara@example.com');
    expect(password).toHaveValue('secret-words');
  });

  it('after too many attempts, says how long to wait and keeps the button off until then', async () => {
    const user = userEvent.setup();
    server.use(http.post(LOGIN, () => HttpResponse.json({ code: 4029, desc: 'slow down', data: { retryAfter: 120 } }, { status: 429 })));
    const { submit, email, password } = await open();
    await user.type(email, 'mara@example.com');
    await user.type(password, 'secret-words');
    // The page has been open a while: the wait counts from the answer, not from the page's opening
    // (which said "3 minutes" for a moment, and a screen reader would have read that).
    await new Promise((r) => setTimeout(r, 1_100));
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      const alert = document.querySelector('[role="alert"]');
      if (alert?.textContent) said.push(alert.textContent);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/2 minutes/);
    observer.disconnect();
    expect(said.length).toBeGreaterThan(0);
    expect(said.filter((text) => !text.includes('2 minutes'))).toEqual([]);
    expect(submit).toBeDisabled();
  });

  it('says a wait under a minute in seconds, as the server’s 4029 does, counting down from retryAfter', async () => {
    const user = userEvent.setup();
    server.use(http.post(LOGIN, () => HttpResponse.json({ code: 4029, desc: 'Too many attempts. Wait 30 seconds before trying again', data: { retryAfter: 30 } }, { status: 429 })));
    const { submit, email, password } = await open();
    await user.type(email, 'mara@example.com');
    await user.type(password, 'secret-words');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/\b(30|29) seconds\b/);
    expect(alert).not.toHaveTextContent(/minute/);
    // The count is a timer inside the alert: announced once, not at every tick.
    expect(within(alert).getByRole('timer')).toHaveTextContent(/seconds/);
    expect(submit).toBeDisabled();
  });

  it('offers the owner a sign-in link by mail once sign-in is slowed down, and says where it went', async () => {
    const user = userEvent.setup();
    let asked: unknown;
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ code: 4029, desc: 'slow down', data: { retryAfter: 600 } }, { status: 429 })),
      http.post(`${API}/v1/user.signin_link_request`, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ code: 200, desc: 'OK' });
      }),
    );
    const { submit, email, password } = await open();
    expect(screen.queryByRole('button', { name: en['auth.login.linkRequest'] })).toBeNull();
    await user.type(email, ' mara@example.com ');
    await user.type(password, 'secret-words');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(/10 minutes/);
    await user.click(await screen.findByRole('button', { name: en['auth.login.linkRequest'] }, { timeout: 10_000 }));
    // The notice stands in with its text until its code is in, then takes its place: read whichever is on screen.
    await waitFor(() => expect(screen.getByText(/If sign-in to mara@example\.com is being slowed down/)).toBeVisible());
    expect(asked).toEqual({ email: 'mara@example.com' });
  });

  it('signs in with a mailed sign-in link once, and says when the link is spent', async () => {
    let sent: unknown[] = [];
    server.use(
      http.post(`${API}/v1/user.signin_link`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 4001, desc: 'invalid' }, { status: 400 });
      }),
    );
    render(<ScreenStory path="/login?signin_token=spent-token" signedIn={false} locale="en" colorMode="light" />);
    await waitFor(() => expect(screen.getByText(en['auth.link.invalid'])).toBeVisible(), { timeout: 10_000 });
    // The form is there to sign in the usual way.
    expect(screen.getByRole('button', { name: en['auth.login.submit'] })).toBeVisible();
    expect(sent).toEqual([{ token: 'spent-token' }]);

    cleanup();
    sent = [];
    server.use(
      http.post(`${API}/v1/user.signin_link`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 200, desc: 'OK', data: { token: STORY_TOKEN, expires_at: '2030-01-01T00:00:00.000Z' } });
      }),
    );
    render(<ScreenStory path="/login?signin_token=live-token" signedIn={false} locale="en" colorMode="light" />);
    // Signed in: the route guard takes the author on to the dashboard.
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ }, { timeout: 15_000 })).toBeVisible();
    expect(sent).toEqual([{ token: 'live-token' }]);
  });

  it('signs in with what was typed, trimmed', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post(LOGIN, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ code: 4001, desc: 'stop here', data: { fields: { email: 'Checked.' } } }, { status: 400 });
      }),
    );
    const { submit, email, password } = await open();
    await user.type(email, '  mara@example.com ');
    await user.type(password, 'secret-words');
    await user.click(submit);
    await screen.findByText('Checked.');
    expect(sent).toEqual({ email: 'mara@example.com', password: 'secret-words' });
  });
});
