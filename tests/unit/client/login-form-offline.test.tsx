/**
 * Offline, the sign-in form's error bar (loaded on the first submit) cannot load: the
 * error still shows, as plain text in an alert, and the page does not break.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

vi.mock('../../../src/client/features/auth/FormError', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const en = portalCatalog('en');
const server = screenServer();

describe('the sign-in form offline', { timeout: 30_000 }, () => {
  it('says the server cannot be reached, in plain text, when the error bar cannot load either', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${API}/v1/user.email_login`, () => HttpResponse.error()));
    render(<ScreenStory path="/login" signedIn={false} locale="en" colorMode="light" />);
    const submit = await screen.findByRole('button', { name: en['auth.login.submit'] }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'mara@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'secret-words');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['http.error.network']);
    expect(alert.tagName).toBe('P');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('mara@example.com');
  });
});
