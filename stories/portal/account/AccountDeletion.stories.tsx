import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { DeletionState } from '../../../src/domain/api/account-lifecycle';
import { answer, recording, screenHandlers } from '../handlers';
import { fails, screenMeta, showsHeading, text } from '../support/meta';
import { langOf, serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.parse(recording.recordedAt) + days * DAY).toISOString();
const NONE: DeletionState = { scheduled: false, published_works: null, requested_at: null, undo_until: null, due_at: null };
/** Asked for two days before the recording: 12 days left to undo it. */
const PENDING: DeletionState = { scheduled: true, published_works: 'remove', requested_at: at(-2), undo_until: at(12), due_at: at(28) };

const DELETION = /\/v1\/user\.deletion$/;
/** The account's answers (the recorded demo has none): the story's own first, then these. */
const deletion = (...own: Parameters<typeof screenHandlers>) => ({ parameters: { msw: { handlers: screenHandlers(...own, answer('/v1/user.deletion', NONE)) } } });

export default { title: 'Screens/Delete my account', ...screenMeta('/account/delete', deletion()) };
type Story = StoryObj<ScreenArgs>;

/** What goes, what stays and why, the choice for the published works, and the password. */
export const Full: Story = { play: showsHeading('route.accountDelete') };
/** A deletion is pending (signing in leads here): its dates, the works' fate, and the undo. */
export const Scheduled: Story = {
  ...deletion(answer('/v1/user.deletion', PENDING)),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('button', { name: text('accountDeletion.undo', locale) }, { timeout: 15_000 })).toBeEnabled();
  },
};
/** The account's state could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  ...deletion(fails(DELETION)),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: text('accountDeletion.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};
/** A wrong password: refused under its field, the choice kept (not photographed). */
export const WrongPassword: Story = {
  parameters: {
    ...deletion(
      http.post(/\/v1\/user\.deletionSchedule$/, ({ request }) =>
        HttpResponse.json({ code: 4001, desc: serverText('error.validation', langOf(request)), data: { fields: { password: serverText('personal.reveal.wrongPassword', langOf(request)) } } }, { status: 400 }),
      ),
    ).parameters,
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const form = await within(canvasElement).findByRole('form', { name: text('accountDeletion.submit', locale) }, { timeout: 15_000 });
    await userEvent.click(within(form).getByRole('radio', { name: text('accountDeletion.works.remove', locale) }));
    await userEvent.type(within(form).getByLabelText(new RegExp(`^${text('accountDeletion.password', locale)}`)), 'not-my-password');
    await userEvent.click(within(form).getByRole('button', { name: text('accountDeletion.submit', locale) }));
    await expect(await within(form).findByText(serverText('personal.reveal.wrongPassword', locale))).toBeVisible();
    await expect(within(form).getByRole('radio', { name: text('accountDeletion.works.remove', locale) })).toBeChecked();
  },
};
const TWO_FACTOR_ON = answer('/v1/user.totpStatus', { enabled: true, enabled_at: at(-60), recovery_codes_left: 10, has_password: true });
/** With two-factor sign-in on, the authenticator app's code is asked for beside the password. */
export const TwoFactor: Story = {
  ...deletion(TWO_FACTOR_ON),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const form = await within(canvasElement).findByRole('form', { name: text('accountDeletion.submit', locale) }, { timeout: 15_000 });
    await expect(await within(form).findByLabelText(new RegExp(`^${text('twoFactor.dialog.code', locale)}`), {}, { timeout: 15_000 })).toBeVisible();
  },
};
/** A wrong code: refused under its field, in the author's language, the password and choice kept (not photographed). */
export const WrongCode: Story = {
  parameters: {
    ...deletion(
      TWO_FACTOR_ON,
      http.post(/\/v1\/user\.deletionSchedule$/, ({ request }) =>
        HttpResponse.json({ code: 4001, desc: serverText('error.validation', langOf(request)), data: { fields: { code: serverText('twoFactor.wrongCode', langOf(request)) } } }, { status: 400 }),
      ),
    ).parameters,
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const form = await within(canvasElement).findByRole('form', { name: text('accountDeletion.submit', locale) }, { timeout: 15_000 });
    await userEvent.type(within(form).getByLabelText(new RegExp(`^${text('accountDeletion.password', locale)}`)), 'long-enough-password');
    await userEvent.type(await within(form).findByLabelText(new RegExp(`^${text('twoFactor.dialog.code', locale)}`), {}, { timeout: 15_000 }), '000000');
    await userEvent.click(within(form).getByRole('button', { name: text('accountDeletion.submit', locale) }));
    await expect(await within(form).findByText(serverText('twoFactor.wrongCode', locale))).toBeVisible();
  },
};
