import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { failure, success } from '../handlers';
import { answering, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import { langOf, serverText } from '../support/server-text';
import type { ScreenArgs } from '../support/ScreenStory';

/** The mailed link, as a guest opens it. */
const LINK = '/verify-email?token=story-verify-token';

export default { title: 'Screens/Verify email', ...screenMeta(LINK, { args: { path: LINK, signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

const VERIFY = /\/v1\/user\.email_verify$/;

/** The heading, then the screen's status or alert with this message. */
const says =
  (role: 'status' | 'alert', messageId: string): Story['play'] =>
  async (context) => {
    await showsHeading('auth.verify.title')!(context);
    const said = await within(context.canvasElement).findByRole(role, {}, { timeout: 15_000 });
    await expect(said).toHaveTextContent(text(messageId, String(context.globals.locale ?? 'en')));
  };

/** The link verified the address: said, with the way on. */
export const Verified: Story = { ...answering(http.post(VERIFY, () => success())), play: says('status', 'auth.verify.done') };
/** The link is being sent. */
export const Verifying: Story = { ...loadingOn(VERIFY), play: showsHeading('auth.verify.title') };
/** A spent or unknown link: refused as the server refuses it (4001 on the token). */
export const LinkInvalid: Story = {
  ...answering(
    http.post(VERIFY, ({ request }) => {
      const refusal = serverText('validation.link.invalid', langOf(request));
      return HttpResponse.json({ code: 4001, desc: refusal, data: { fields: { token: refusal } } }, { status: 400 });
    }),
  ),
  play: says('alert', 'auth.link.invalid'),
};
/** The server could not verify it: its answer, in the page's language. */
export const Failed: Story = {
  ...answering(http.post(VERIFY, ({ request }) => failure(5000, serverText('error.internal', langOf(request))))),
  play: async (context) => {
    await showsHeading('auth.verify.title')!(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent(serverText('error.internal', String(context.globals.locale ?? 'en')));
  },
};
