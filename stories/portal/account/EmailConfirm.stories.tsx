import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { success } from '../handlers';
import { answering, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { langOf, serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';

/** The mailed link, as a guest opens it. */
const LINK = '/account/email-confirm?token=story-email-token';

export default { title: 'Screens/Email change: confirm link', ...screenMeta(LINK, { args: { path: LINK, signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

const OPEN = /\/v1\/user\.emailChangeConfirm$/;

/** The heading, then the screen's status or alert with this message. */
const says =
  (role: 'status' | 'alert', messageId: string): Story['play'] =>
  async (context) => {
    await showsHeading('route.emailConfirm')!(context);
    const said = await within(context.canvasElement).findByRole(role, {}, { timeout: 15_000 });
    await expect(said).toHaveTextContent(text(messageId, String(context.globals.locale ?? 'en')));
  };

/** The link to the new address made it the sign-in address: said, with the way on. */
export const Done: Story = { ...answering(http.post(OPEN, () => success())), play: says('status', 'emailChange.confirmed') };
/** The link is being sent. */
export const Checking: Story = { ...loadingOn(OPEN), play: showsHeading('route.emailConfirm') };
/** A spent or unknown link: refused as the server refuses it (4001 on the token). */
export const LinkInvalid: Story = {
  ...answering(
    http.post(OPEN, ({ request }) => {
      const refusal = serverText('auth.link.invalid', langOf(request));
      return HttpResponse.json({ code: 4001, desc: refusal }, { status: 400 });
    }),
  ),
  play: says('alert', 'emailChange.invalid'),
};
