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
import { onePictureModes } from '../../../.storybook/modes';

/** Hours before the recording's time, as the server writes a time. */
const hoursAgo = (hours: number) => new Date(Date.parse(recording.recordedAt) - hours * 3_600_000).toISOString();

/** This computer, a phone used this morning, and a session from a client that named nothing known. */
const SESSIONS: SessionEntry[] = [
  { id: 41, device: 'desktop', country: 'DE', os: 'Windows 10', browser: 'Firefox 133', first_seen: hoursAgo(50), last_seen: hoursAgo(0), current: true },
  { id: 38, device: 'mobile', country: 'TH', os: 'iOS 17.5', browser: 'Safari 17', first_seen: hoursAgo(200), last_seen: hoursAgo(9), current: false },
  { id: 12, device: 'other', country: null, os: null, browser: null, first_seen: hoursAgo(700), last_seen: hoursAgo(650), current: false },
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

const TWO_FACTOR_TAB = '/account?tab=two-factor';
/** A fixed key, so the QR code and the key under it are the same in every picture. */
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = ['k7qm4-x2p9d', 'r3tw8-bn5vh', 'p9xk2-md4qa', 'fz6ue-2hcwn', 'y4gt7-sk8mr', 'w2nd5-qe7xj', 'c8vb3-ta6pu', 'h5jr9-zw2ek', 'm6fx4-nu3gd', 'e3qp8-vy5tb'];
const twoFactor = (enabled: boolean, left = 10, hasPassword = true) =>
  account(answer('/v1/user.totpStatus', { enabled, enabled_at: enabled ? hoursAgo(400) : null, recovery_codes_left: enabled ? left : 0, has_password: hasPassword }));
const settingUp = account(
  answer('/v1/user.totpStatus', { enabled: false, enabled_at: null, recovery_codes_left: 0, has_password: true }),
  http.post(/\/v1\/user\.totpSetup$/, async () => {
    const uri = `otpauth://totp/Writers%20Center:demo%40writers-center.test?secret=${TOTP_SECRET}&issuer=Writers%20Center`;
    const { toString } = await import('qrcode');
    return success({ secret: TOTP_SECRET, otpauth_uri: uri, qr_svg: await toString(uri, { type: 'svg', margin: 1 }) });
  }),
  answer('/v1/user.totpEnable', { recovery_codes: RECOVERY_CODES }),
);

/** Types the password and goes on to the key: the QR code, the key as text and the code's field. */
const startSetup: Story['play'] = async ({ canvasElement, globals }) => {
  const locale = String(globals.locale ?? 'en');
  const screen = within(canvasElement);
  await userEvent.click(await screen.findByRole('button', { name: text('twoFactor.start', locale) }, { timeout: 15_000 }));
  const form = await screen.findByRole('form', { name: text('twoFactor.start', locale) });
  await userEvent.type(within(form).getByLabelText(fieldLabel('twoFactor.password', locale)), 'long-enough-password');
  await userEvent.click(within(form).getByRole('button', { name: text('twoFactor.continue', locale) }));
  await expect(await within(form).findByRole('img', { name: text('twoFactor.qrAlt', locale) }, { timeout: 10_000 })).toBeVisible();
};

/** Two-factor sign-in is off: what it does, and the way to set it up. */
export const TwoFactorOff: Story = {
  args: { path: TWO_FACTOR_TAB },
  ...twoFactor(false),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByRole('button', { name: text('twoFactor.start', locale) }, { timeout: 15_000 })).toBeEnabled();
  },
};
/** On: since when, the recovery codes left, and turning it off with the password and a code. */
export const TwoFactorOn: Story = { args: { path: TWO_FACTOR_TAB }, ...twoFactor(true, 9), play: showsHeading('twoFactor.turnOff', 3) };
/** Setting up, after the password: the QR code, the key for typing in by hand, and the first code's field. Reached by typing: photographed in English light only. */
export const TwoFactorSetUp: Story = {
  args: { path: TWO_FACTOR_TAB },
  parameters: { ...settingUp.parameters, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: startSetup,
};
/** The app's first code turned it on: the ten recovery codes, shown once, to copy or download. Reached by typing: English light only. */
export const TwoFactorRecoveryCodes: Story = {
  args: { path: TWO_FACTOR_TAB },
  parameters: { ...settingUp.parameters, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: async (context) => {
    await startSetup(context);
    const locale = String(context.globals.locale ?? 'en');
    const screen = within(context.canvasElement);
    await userEvent.type(screen.getByLabelText(fieldLabel('twoFactor.code', locale)), '492039');
    await userEvent.click(screen.getByRole('button', { name: text('twoFactor.turnOn', locale) }));
    const list = await screen.findByRole('list', { name: text('twoFactor.codes.title', locale) }, { timeout: 10_000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};

/**
 * An account made through a social platform has no password: the set-up's first step asks none, its
 * sign-in within the last 10 minutes confirming it. Reached by a click: English light only.
 */
export const TwoFactorSetUpWithoutPassword: Story = {
  args: { path: TWO_FACTOR_TAB },
  parameters: { ...twoFactor(false, 0, false).parameters, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: text('twoFactor.start', locale) }, { timeout: 15_000 }));
    const form = await screen.findByRole('form', { name: text('twoFactor.start', locale) });
    await expect(within(form).getByText(text('twoFactor.recentSignIn', locale))).toBeVisible();
    await expect(within(form).queryByLabelText(fieldLabel('twoFactor.password', locale))).toBeNull();
    await expect(within(form).getByRole('button', { name: text('twoFactor.continue', locale) })).toBeEnabled();
  },
};
/** Signed in too long ago for that: the server's "sign in again" shows in the form (not photographed). */
export const TwoFactorSetUpSignInAgain: Story = {
  args: { path: TWO_FACTOR_TAB },
  parameters: {
    ...account(
      answer('/v1/user.totpStatus', { enabled: false, enabled_at: null, recovery_codes_left: 0, has_password: false }),
      http.post(/\/v1\/user\.totpSetup$/, ({ request }) => HttpResponse.json({ code: 4001, desc: serverText('twoFactor.signInAgain', langOf(request)) }, { status: 400 })),
    ).parameters,
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: text('twoFactor.start', locale) }, { timeout: 15_000 }));
    const form = await screen.findByRole('form', { name: text('twoFactor.start', locale) });
    await userEvent.click(within(form).getByRole('button', { name: text('twoFactor.continue', locale) }));
    await expect(await within(form).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(serverText('twoFactor.signInAgain', locale));
  },
};
/** On, for an account without a password: turning it off asks only the code. */
export const TwoFactorOnWithoutPassword: Story = {
  args: { path: TWO_FACTOR_TAB },
  ...twoFactor(true, 9, false),
  play: async (context) => {
    await showsHeading('twoFactor.turnOff', 3)!(context);
    const locale = String(context.globals.locale ?? 'en');
    const screen = within(context.canvasElement);
    await expect(screen.getByText(text('twoFactor.turnOff.bodyNoPassword', locale))).toBeVisible();
    // The intro speaks of the social account it signs in with, not of a password it does not have.
    await expect(screen.getByText(text('twoFactor.introNoPassword', locale))).toBeVisible();
    await expect(screen.queryByLabelText(fieldLabel('twoFactor.password', locale))).toBeNull();
    await expect(screen.getByLabelText(fieldLabel('twoFactor.code', locale))).toBeVisible();
  },
};
