import type { StoryObj } from '@storybook/react-vite';
import { answer } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Contests', ...screenMeta('/authorContest') };
type Story = StoryObj<ScreenArgs>;

export const Full: Story = { play: showsHeading('route.contest') };
export const LoadFailed: Story = failingOn(/writeCenter\.contestList$/);
export const Loading: Story = { ...loadingOn(/writeCenter\.contestList$/), play: showsHeading('route.contest') };
export const Empty: Story = answering(answer('/v1/writeCenter.contestList', { list: [] }));
