import type { StoryObj } from '@storybook/react-vite';
import { screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Contact us', ...screenMeta('/us') };
type Story = StoryObj<ScreenArgs>;

/** A new message by topic, and the earlier ones. */
export const Full: Story = { play: showsHeading('route.contact') };
