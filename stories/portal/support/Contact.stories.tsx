import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Contact us', ...screenMeta('/us') };
type Story = StoryObj<ScreenArgs>;

/** A new message by topic, and the earlier ones. */
export const Full: Story = { play: showsHeading('route.contact') };
/** The earlier messages have not answered yet; the new message can be written already. */
export const Loading: Story = {
  ...loadingOn(/ticket\.list$/),
  play: async (context) => {
    await showsHeading('route.contact')!(context);
    const locale = String(context.globals.locale ?? 'en');
    await expect((await within(context.canvasElement).findAllByLabelText(text('common.loading', locale), {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};
/** The earlier messages could not be loaded: the error, with a retry, under the new message. */
export const LoadFailed: Story = {
  ...failingOn(/ticket\.list$/),
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 3, name: text('support.loadFailed', locale) }, { timeout: 15_000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: text('common.retry', locale) })).toBeEnabled();
  },
};

/** Sending an empty message: the refusal sits under the field, with a link to the rule's help (not photographed). */
export const SendRefusesEmpty: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const form = await within(canvasElement).findByRole('form', { name: text('support.new.title', locale) }, { timeout: 15_000 });
    await userEvent.click(within(form).getByRole('button', { name: text('support.send', locale) }));
    const why = (await within(form).findAllByRole('link', { name: text('common.ruleHelp', locale) }))[0];
    await expect(why).toHaveAttribute('target', '_blank');
  },
};
