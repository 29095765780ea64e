import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenMeta, showsHeading, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Contact us', ...screenMeta('/us') };
type Story = StoryObj<ScreenArgs>;

/** A new message by topic, and the earlier ones. */
export const Full: Story = { play: showsHeading('route.contact') };

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
