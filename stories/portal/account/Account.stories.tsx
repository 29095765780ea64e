import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { SessionEntry } from '../../../src/domain/api/account';
import type { NoticePref } from '../../../src/domain/api/notifications';
import type { EmailState } from '../../../src/domain/api/account-lifecycle';
import { answer, recording, screenHandlers, success } from '../handlers';
import { fails, never, screenMeta, showsHeading, text } from '../support/meta';
import { langOf, serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';

/** Hours before the recording's time, as the server writes a time. */
const hoursAgo = (hours: number) => new Date(Date.parse(recording.recordedAt) - hours * 3_600_000).toISOString();

/** This computer, a phone used this morning, and a session from a client that named nothing known. */
const SESSIONS: SessionEntry[] = [
  { id: 41, device: 'desktop', os: 'Windows 10', browser: 'Firefox 133', first_seen: hoursAgo(50), last_seen: hoursAgo(0), current: true },
  { id: 38, device: 'mobile', os: 'iOS 17.5', browser: 'Safari 17', first_seen: hoursAgo(200), last_seen: hoursAgo(9), current: false },
  { id: 12, device: 'other', os: null, browser: null, first_seen: hoursAgo(700), last_seen: hoursAgo(650), current: false },
];
const PREFS: NoticePref[] = [
  { kind: 'review', mail: true },
  { kind: 'contract', mail: true },
  { kind: 'payout', mail: true },
  { kind: 'comment', mail: false },
  { kind: 'account', mail: false },
  { kind: 'system', mail: false },
];

/** A new address waits for its link, sent an hour before the recording (it lasts two days). */
const EMAIL: EmailState = { email: 'mara.quill@example.test', pending_email: 'mara.writes@example.test', pending_until: hoursAgo(-47) };

const SESSIONS_PATH = /\/v1\/user\.sessions$/;
const PREFS_PATH = /\/v1\/notification\.prefs$/;
/** The account's answers (the recorded demo has none): the story's own first, then these. */
const account = (...own: Parameters<typeof screenHandlers>) => ({
  parameters: { msw: { handlers: screenHandlers(...own, answer('/v1/user.sessions', { list: SESSIONS }), answer('/v1/user.email', EMAIL), http.get(PREFS_PATH, () => success({ list: PREFS }))) } },
});

export default { title: 'Screens/Account settings', ...screenMeta('/account', account()) };
type Story = StoryObj<ScreenArgs>;

/** A field by the start of its label ("New password" is not "Confirm the new password"; a required field's label ends with a mark). */
const fieldLabel = (id: string, locale: string) => new RegExp(`^${text(id, locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const SESSIONS_TAB = '/account?tab=sessions';
const MAIL_TAB = '/account?tab=mail';

/** The first tab: the password form. */
export const Full: Story = { play: showsHeading('route.account') };
/** The devices signed in, this one marked, each but this one with "Sign out", and "Sign out all other devices". */
export const Sessions: Story = { args: { path: SESSIONS_TAB }, play: showsHeading('account.sessions.title', 2) };
/** Only this device is signed in: nothing else to sign out. */
export const OnlyThisDevice: Story = { args: { path: SESSIONS_TAB }, ...account(answer('/v1/user.sessions', { list: SESSIONS.slice(0, 1) })) };
/** The sessions have not answered yet. */
export const Loading: Story = {
  args: { path: SESSIONS_TAB },
  ...account(never(SESSIONS_PATH)),
  play: async (context) => {
    const locale = String(context.globals.locale ?? 'en');
    await expect((await within(context.canvasElement).findAllByLabelText(text('common.loading', locale), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};
/** The sessions could not be loaded: the error, with a retry. */
export const LoadFailed: Story = {
  args: { path: SESSIONS_TAB },
  ...account(fails(SESSIONS_PATH)),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 3, name: text('account.sessions.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
  },
};
/** The sign-in address, a new one waiting for its link, and the form that asks for a change. */
export const Email: Story = { args: { path: '/account?tab=email' }, play: showsHeading('account.email.title', 2) };
/** Per kind of notice, whether it also comes by mail. */
export const MailPreferences: Story = { args: { path: MAIL_TAB }, play: showsHeading('account.mail.title', 2) };
/** The mail preferences could not be loaded: the error, with a retry. */
export const MailLoadFailed: Story = {
  args: { path: MAIL_TAB },
  ...account(fails(PREFS_PATH)),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('heading', { level: 3, name: text('account.mail.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};

const wrongPassword = account(
  http.post(/\/v1\/user\.passwordChange$/, ({ request }) =>
    HttpResponse.json({ code: 4001, desc: serverText('error.validation', langOf(request)), data: { fields: { current_password: serverText('personal.reveal.wrongPassword', langOf(request)) } } }, { status: 400 }),
  ),
);
/** A wrong current password: the server's refusal sits under that field and what was typed stays (not photographed). */
export const WrongCurrentPassword: Story = {
  parameters: { ...wrongPassword.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const form = await within(canvasElement).findByRole('form', { name: text('account.password.title', locale) }, { timeout: 15_000 });
    const current = within(form).getByLabelText(fieldLabel('account.password.current', locale));
    await userEvent.type(current, 'not-my-password');
    await userEvent.type(within(form).getByLabelText(fieldLabel('account.password.new', locale)), 'a-brand-new-secret');
    await userEvent.type(within(form).getByLabelText(fieldLabel('account.password.confirm', locale)), 'a-brand-new-secret');
    await userEvent.click(within(form).getByRole('button', { name: text('account.password.submit', locale) }));
    await expect(await within(form).findByText(serverText('personal.reveal.wrongPassword', locale))).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveValue('not-my-password');
  },
};

/** "Sign out all other devices" asks first, and the keyboard reaches it (not photographed). */
export const SignOutOthersAsks: Story = {
  args: { path: SESSIONS_TAB },
  parameters: { ...account().parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    const button = await screen.findByRole('button', { name: text('account.sessions.signOutOthers', locale) }, { timeout: 15_000 });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: text('account.sessions.confirmOthers.title', locale) }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: text('account.sessions.cancel', locale) }));
  },
};
