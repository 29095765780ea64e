import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenMeta, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Sign in', ...screenMeta('/login', { args: { path: '/login', signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

export const SignIn: Story = {};
export const SignUp: Story = { args: { path: '/login?mode=signup', signedIn: false } };
export const ForgotPassword: Story = { args: { path: '/forgot-password', signedIn: false } };

/** Signing in with nothing typed: each field says what it needs, next to it (not photographed). */
export const RefusesEmptyFields: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, globals }) => {
    const screen = within(canvasElement);
    const locale = String(globals.locale ?? 'en');
    await userEvent.click(await screen.findByRole('button', { name: text('auth.login.submit', locale) }, { timeout: 15_000 }));
    await expect(await screen.findByText(text('validation.email.required', locale))).toBeVisible();
  },
};
