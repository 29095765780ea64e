import type { StoryObj } from '@storybook/react-vite';
import { failingOn, loadingOn, screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Novel data', ...screenMeta('/dataCenter') };
type Story = StoryObj<ScreenArgs>;

/** Thirty days of all novels: figures against the previous period, the charts with their events. */
export const Overview: Story = { play: showsHeading('route.data') };
export const Loading: Story = loadingOn(/stats\.overview$/);
export const LoadFailed: Story = failingOn(/stats\.overview$/);
