/**
 * The social platform's return leg on /login when the account has two-factor sign-in on: the
 * platform's answer is the second step's challenge, and the page shows the same code step the
 * password leads to (app code or recovery code), then signs in as usual.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, screenServer } from './screen-server';
import { STORY_TOKEN, ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';
import { STORAGE_KEYS } from '../../../src/client/lib/storage';

const en = portalCatalog('en');
const server = screenServer();

/**
 * The platform sends the browser back to /login with its code and state; the platform was
 * remembered in the tab's session storage when it was chosen, which the story's fresh start
 * (clearing the browser's storage) keeps here.
 */
const returnFromPlatform = () => {
  const clear = Storage.prototype.clear;
  vi.spyOn(Storage.prototype, 'clear').mockImplementation(function (this: Storage) {
    if (this !== sessionStorage) clear.call(this);
  });
  sessionStorage.setItem(STORAGE_KEYS.snsPlatform, 'quill');
  render(<ScreenStory path="/login?code=platform-code&state=platform-state" signedIn={false} locale="en" colorMode="light" />);
};

describe('social sign-in with two-factor sign-in on', { timeout: 30_000 }, () => {
  let snsCalls: unknown[];
  let codeCalls: unknown[];
  beforeEach(() => {
    snsCalls = [];
    codeCalls = [];
    server.use(
      http.get(`${API}/v1/user.sns`, () => HttpResponse.json({ code: 200, desc: 'OK', data: { list: [{ sns_platform: 'quill', name: 'QuillID' }] } })),
      http.post(`${API}/v1/user.sns_login`, async ({ request }) => {
        snsCalls.push(await request.json());
        return HttpResponse.json({ code: 200, desc: 'OK', data: { second_factor: 'totp', challenge: 'social-challenge', expires_at: '2030-01-01T00:05:00.000Z' } });
      }),
      http.post(`${API}/v1/user.totpLogin`, async ({ request }) => {
        const body = (await request.json()) as { code?: string; recovery_code?: string };
        codeCalls.push(body);
        if (body.code === '000000') return HttpResponse.json({ code: 4001, desc: 'invalid', data: { fields: { code: 'That code is not right.' } } }, { status: 400 });
        return HttpResponse.json({ code: 200, desc: 'OK', data: { token: STORY_TOKEN, expires_at: '2030-01-01T00:00:00.000Z' } });
      }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('asks the code after the platform, refuses a wrong one by its field, and signs in with the right one', async () => {
    const user = userEvent.setup();
    returnFromPlatform();
    const step = await screen.findByRole('form', { name: en['twoFactor.step.title'] }, { timeout: 15_000 });
    expect(snsCalls).toEqual([expect.objectContaining({ sns_platform: 'quill', code: 'platform-code', state: 'platform-state' })]);
    // No session yet: the sign-in form's password is not what is asked.
    expect(screen.queryByLabelText(/^password/i)).toBeNull();
    // No password was given: the way back leads to sign-in, not "back to the password".
    expect(screen.getByRole('link', { name: en['twoFactor.step.backToSignIn'] })).toBeVisible();
    expect(screen.queryByRole('link', { name: en['twoFactor.step.back'] })).toBeNull();
    const field = screen.getByRole('textbox', { name: en['twoFactor.code'] });
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: en['twoFactor.step.verify'] }));
    expect(await screen.findByText('That code is not right.')).toBeVisible();
    expect(step).toBeVisible();
    await user.clear(field);
    await user.type(field, '492039');
    await user.click(screen.getByRole('button', { name: en['twoFactor.step.verify'] }));
    // Signed in: the route guard takes the author on to the dashboard.
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ }, { timeout: 15_000 })).toBeVisible();
    expect(codeCalls).toEqual([
      { challenge: 'social-challenge', code: '000000' },
      { challenge: 'social-challenge', code: '492039' },
    ]);
    expect(snsCalls).toHaveLength(1);
  });

  it('takes a recovery code instead of the app’s', async () => {
    const user = userEvent.setup();
    returnFromPlatform();
    await screen.findByRole('form', { name: en['twoFactor.step.title'] }, { timeout: 15_000 });
    await user.click(screen.getByRole('link', { name: en['twoFactor.step.useRecovery'] }));
    await user.type(await screen.findByRole('textbox', { name: en['twoFactor.step.recoveryCode'] }), 'k7qm4-x2p9d');
    await user.click(screen.getByRole('button', { name: en['twoFactor.step.verify'] }));
    await waitFor(() => expect(codeCalls).toEqual([{ challenge: 'social-challenge', recovery_code: 'k7qm4-x2p9d' }]));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ }, { timeout: 15_000 })).toBeVisible();
  });
});
