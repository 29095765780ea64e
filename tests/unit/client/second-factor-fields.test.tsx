/**
 * The steps that ask for the password again ask for the authenticator app's code too when the
 * account has two-factor sign-in on: deleting the account and "Download my data". In jsdom, through
 * the stories' MSW handlers: the field is there only then, a refused code is shown under it in the
 * author's language, and the code typed is what is sent.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TotpStatus } from '../../../src/domain/api/two-factor';
import { answer, success } from '../../../stories/portal/handlers';
import { langOf, serverText } from '../../../stories/portal/support/server-text';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';

const server = screenServer();
const NO_DELETION = { scheduled: false, published_works: null, requested_at: null, undo_until: null, due_at: null };
const totp = (enabled: boolean): TotpStatus => ({ enabled, enabled_at: enabled ? '2026-10-01T10:00:00.000Z' : null, recovery_codes_left: enabled ? 10 : 0, has_password: true });

/** The server's answer to a step after the password: 4001 on `code` until the right one, in the request's language. */
const needsCode = (sent: Record<string, unknown>[], payload: unknown) => async ({ request }: { request: Request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  sent.push(body);
  if (body.code === '492039') return success(payload);
  const id = body.code ? 'twoFactor.wrongCode' : 'twoFactor.codeRequired';
  return HttpResponse.json({ code: 4001, desc: serverText('error.validation', langOf(request)), data: { fields: { code: serverText(id, langOf(request)) } } }, { status: 400 });
};

describe('the second factor beside the password', { timeout: 30_000 }, () => {
  it('asks the deletion form for the app’s code with two-factor sign-in on, shows a refusal under it in German, and sends it', async () => {
    const de = portalCatalog('de');
    const sent: Record<string, unknown>[] = [];
    server.use(
      answer('/v1/user.totpStatus', totp(true)),
      answer('/v1/user.deletion', NO_DELETION),
      http.post(/\/v1\/user\.deletionSchedule$/, needsCode(sent, { ...NO_DELETION, scheduled: true })),
    );
    const user = userEvent.setup();
    render(<ScreenStory path="/account/delete" locale="de" colorMode="light" />);
    const form = await screen.findByRole('form', { name: de['accountDeletion.submit'] }, { timeout: 15_000 });
    const code = await within(form).findByLabelText(new RegExp(`^${de['twoFactor.dialog.code']}`));
    await user.type(within(form).getByLabelText(new RegExp(`^${de['accountDeletion.password']}`)), 'long-enough-password');
    await user.click(within(form).getByRole('button', { name: de['accountDeletion.submit'] }));
    expect(await within(form).findByText(serverText('twoFactor.codeRequired', 'de'))).toBeVisible();
    expect(sent.at(-1)).toMatchObject({ password: 'long-enough-password', code: '' });

    await user.type(code, '111111');
    await user.click(within(form).getByRole('button', { name: de['accountDeletion.submit'] }));
    expect(await within(form).findByText(serverText('twoFactor.wrongCode', 'de'))).toBeVisible();
    await user.clear(code);
    await user.type(code, ' 492039 ');
    await user.click(within(form).getByRole('button', { name: de['accountDeletion.submit'] }));
    await screen.findByText(de['accountDeletion.signedOut'], undefined, { timeout: 15_000 });
    expect(sent.at(-1)).toEqual({ published_works: 'keep', password: 'long-enough-password', code: '492039' });
  });

  it('asks no code of an account without two-factor sign-in, and says what stays and why', async () => {
    const en = portalCatalog('en');
    const sent: Record<string, unknown>[] = [];
    server.use(
      answer('/v1/user.totpStatus', totp(false)),
      answer('/v1/user.deletion', NO_DELETION),
      http.post(/\/v1\/user\.deletionSchedule$/, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return success({ ...NO_DELETION, scheduled: true });
      }),
    );
    const user = userEvent.setup();
    render(<ScreenStory path="/account/delete" locale="en" colorMode="light" />);
    const form = await screen.findByRole('form', { name: en['accountDeletion.submit'] }, { timeout: 15_000 });
    expect(within(form).getByText(en['accountDeletion.stays.payee'])).toBeVisible();
    expect(within(form).getByText(en['accountDeletion.goes.records'])).toBeVisible();
    await user.type(within(form).getByLabelText(new RegExp(`^${en['accountDeletion.password']}`)), 'long-enough-password');
    expect(within(form).queryByLabelText(new RegExp(`^${en['twoFactor.dialog.code']}`))).toBeNull();
    await user.click(within(form).getByRole('button', { name: en['accountDeletion.submit'] }));
    await screen.findByText(en['accountDeletion.signedOut'], undefined, { timeout: 15_000 });
    expect(sent).toEqual([{ published_works: 'keep', password: 'long-enough-password' }]);
  });

  it('asks "Download my data" for the app’s code with two-factor sign-in on', async () => {
    const en = portalCatalog('en');
    const sent: Record<string, unknown>[] = [];
    server.use(
      answer('/v1/user.totpStatus', totp(true)),
      answer('/v1/archive.overview', { weekly: false, works: null, personal: null, link_days: 7 }),
      http.post(/\/v1\/archive\.requestPersonal$/, needsCode(sent, { archive_id: '5e0c7a1f3b9d4e2a8c6f1b0d9e8a7c6b' })),
    );
    const user = userEvent.setup();
    render(<ScreenStory path="/account/archive" locale="en" colorMode="light" />);
    const form = await screen.findByRole('form', { name: en['archive.personal.title'] }, { timeout: 15_000 });
    await user.type(within(form).getByLabelText(new RegExp(`^${en['archive.personal.password']}`)), 'long-enough-password');
    await user.click(within(form).getByRole('button', { name: en['archive.personal.make'] }));
    expect(await within(form).findByText(serverText('twoFactor.codeRequired', 'en'))).toBeVisible();
    await user.type(within(form).getByLabelText(new RegExp(`^${en['twoFactor.dialog.code']}`)), '492039');
    await user.click(within(form).getByRole('button', { name: en['archive.personal.make'] }));
    await expect.poll(() => sent.at(-1)).toEqual({ password: 'long-enough-password', code: '492039' });
  });
});
