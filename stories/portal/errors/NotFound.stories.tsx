import type { StoryObj } from '@storybook/react-vite';
import { screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Not found', ...screenMeta('/404') };
type Story = StoryObj<ScreenArgs>;

export const NotFound: Story = { play: showsHeading('errors.notFound.title') };
