import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failure, success } from '../handlers';
import { answering, screenMeta, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';
import { onePictureModes } from '../../../.storybook/modes';

export default { title: 'Screens/Sign in', ...screenMeta('/login', { args: { path: '/login', signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

export const SignIn: Story = {};
export const SignUp: Story = { args: { path: '/login?mode=signup', signedIn: false } };
export const ForgotPassword: Story = { args: { path: '/forgot-password', signedIn: false } };

/** Signing in with nothing typed: each field says what it needs, next to it (not photographed). */
export const RefusesEmptyFields: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const screen = within(canvasElement);
    const locale = String(globals.locale ?? 'en');
    await userEvent.click(await screen.findByRole('button', { name: text('auth.login.submit', locale) }, { timeout: 15_000 }));
    await expect(await screen.findByText(text('validation.email.required', locale))).toBeVisible();
  },
};

/** Sign-in answered 4029: ten minutes to wait, and a sign-in link the owner may ask for by mail. */
const slowed = answering(
  http.post(/\/v1\/user\.email_login$/, () => HttpResponse.json({ code: 4029, desc: 'Too many attempts. Wait 10 minutes before trying again', data: { retryAfter: 600 } }, { status: 429 })),
  http.post(/\/v1\/user\.signin_link_request$/, () => success()),
);
/** Types an address and a password and signs in, which the server slows down. */
const signInSlowed: Story['play'] = async ({ canvasElement, globals }) => {
  const screen = within(canvasElement);
  const locale = String(globals.locale ?? 'en');
  await userEvent.type(await screen.findByRole('textbox', { name: text('auth.login.email', locale) }, { timeout: 15_000 }), 'mara.quill@example.com');
  await userEvent.type(screen.getByLabelText(text('auth.login.password', locale), { exact: false, selector: 'input' }), 'not-the-password');
  await userEvent.click(screen.getByRole('button', { name: text('auth.login.submit', locale) }));
  await expect(await screen.findByRole('timer', {}, { timeout: 10_000 })).toBeVisible();
};

/**
 * Sign-in slowed down after too many wrong passwords: the wait, said as the server says it, and the
 * owner's way past it, a sign-in link mailed to the account. Reached by signing in: photographed in
 * English light only (a remount would start before the typing).
 */
export const SlowedDown: Story = {
  parameters: { ...slowed.parameters, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: async (context) => {
    await signInSlowed(context);
    const locale = String(context.globals.locale ?? 'en');
    await expect(await within(context.canvasElement).findByRole('button', { name: text('auth.login.linkRequest', locale) }, { timeout: 10_000 })).toBeEnabled();
  },
};

/** The owner asked for the sign-in link: where it went and how long it works, whether or not anything was sent. */
export const SignInLinkSent: Story = {
  parameters: { ...slowed.parameters, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: async (context) => {
    await signInSlowed(context);
    const screen = within(context.canvasElement);
    const locale = String(context.globals.locale ?? 'en');
    await userEvent.click(await screen.findByRole('button', { name: text('auth.login.linkRequest', locale) }, { timeout: 10_000 }));
    await expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent('mara.quill@example.com');
  },
};

/** A mailed sign-in link opened again (or too late): said above the form, which signs in the usual way. */
export const SignInLinkSpent: Story = {
  args: { path: '/login?signin_token=spent-link-token', signedIn: false },
  parameters: { ...answering(http.post(/\/v1\/user\.signin_link$/, () => failure(4001, 'This link is not valid'))).parameters, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    await expect(await within(canvasElement).findByText(text('auth.link.invalid', locale), {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** Sign-in to an account with two-factor sign-in on: the password step answers the second step's challenge. */
const secondFactor = answering(
  http.post(/\/v1\/user\.email_login$/, () => success({ second_factor: 'totp', challenge: 'story-challenge', expires_at: '2026-11-23T09:35:00.000Z' })),
  http.post(/\/v1\/user\.totpLogin$/, () =>
    HttpResponse.json({ code: 4001, desc: 'That code is not right', data: { fields: { code: 'That code is not right. Check your authenticator app and try again' } } }, { status: 400 }),
  ),
);
/** Types an address and the right password: the code's step follows. */
const signInToSecondStep: Story['play'] = async ({ canvasElement, globals }) => {
  const screen = within(canvasElement);
  const locale = String(globals.locale ?? 'en');
  await userEvent.type(await screen.findByRole('textbox', { name: text('auth.login.email', locale) }, { timeout: 15_000 }), 'mara.quill@example.com');
  await userEvent.type(screen.getByLabelText(text('auth.login.password', locale), { exact: false, selector: 'input' }), 'long-enough-password');
  await userEvent.click(screen.getByRole('button', { name: text('auth.login.submit', locale) }));
  await expect(await screen.findByRole('form', { name: text('twoFactor.step.title', locale) }, { timeout: 10_000 })).toBeVisible();
};

/** The second step: the authenticator app's code, with the way to a recovery code. Reached by signing in: English light only. */
export const SecondFactor: Story = {
  parameters: { ...secondFactor.parameters, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: signInToSecondStep,
};
/** "Use a recovery code": the recovery code's field instead. English light only. */
export const SecondFactorRecoveryCode: Story = {
  parameters: { ...secondFactor.parameters, screenshotVariants: false, chromatic: { modes: onePictureModes } },
  play: async (context) => {
    await signInToSecondStep(context);
    const locale = String(context.globals.locale ?? 'en');
    const screen = within(context.canvasElement);
    await userEvent.click(screen.getByRole('link', { name: text('twoFactor.step.useRecovery', locale) }));
    await expect(await screen.findByRole('textbox', { name: text('twoFactor.step.recoveryCode', locale) })).toBeVisible();
  },
};
/** A wrong code: the server's refusal under the field, what was typed kept (not photographed). */
export const SecondFactorWrongCode: Story = {
  parameters: { ...secondFactor.parameters, chromatic: { disableSnapshot: true } },
  play: async (context) => {
    await signInToSecondStep(context);
    const locale = String(context.globals.locale ?? 'en');
    const screen = within(context.canvasElement);
    const field = screen.getByRole('textbox', { name: text('twoFactor.code', locale) });
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: text('twoFactor.step.verify', locale) }));
    await expect(await screen.findByText('That code is not right. Check your authenticator app and try again')).toBeVisible();
    await expect(field).toHaveValue('123456');
  },
};
