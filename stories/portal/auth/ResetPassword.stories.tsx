import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import type { ResetLinkCheck } from '../../../src/domain/api/session';
import { success } from '../handlers';
import { answering, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

/** The mailed link, as a guest opens it. */
const LINK = '/reset-password?token=story-reset-token';

export default { title: 'Screens/New password', ...screenMeta(LINK, { args: { path: LINK, signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

/** The link as `user.password_reset_check` judges it. */
const linkIs = (state: ResetLinkCheck['state']) => answering(http.post(/\/v1\/user\.password_reset_check$/, () => success({ state } satisfies ResetLinkCheck)));

/** The heading, then this alert of the screen. */
const saysAlert =
  (messageId: string): Story['play'] =>
  async (context) => {
    await showsHeading('auth.reset.title')!(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent(text(messageId, String(context.globals.locale ?? 'en')));
  };

/** A usable link: the new password, twice, on the sign-up rules. */
export const NewPassword: Story = {
  ...linkIs('usable'),
  play: async (context) => {
    await showsHeading('auth.reset.title')!(context);
    const locale = String(context.globals.locale ?? 'en');
    await expect(await within(context.canvasElement).findByRole('form', { name: text('auth.reset.title', locale) }, { timeout: 15_000 })).toBeVisible();
  },
};
/** The link is being checked before the form is shown. */
export const CheckingLink: Story = { ...loadingOn(/user\.password_reset_check$/), play: showsHeading('auth.reset.title') };
/** An expired link: why, and the way to a new one instead of a form it cannot send. */
export const LinkExpired: Story = { ...linkIs('expired'), play: saysAlert('auth.reset.linkExpired') };
/** A link already used (or replaced by a newer one). */
export const LinkUsed: Story = { ...linkIs('used'), play: saysAlert('auth.reset.linkUsed') };
/** A link the server does not know. */
export const LinkInvalid: Story = { ...linkIs('unknown'), play: saysAlert('auth.link.invalid') };
