import type { StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Terms and policy', ...screenMeta('/terms', { args: { path: '/terms', signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

export const Terms: Story = {};
export const Policy: Story = { args: { path: '/policy', signedIn: false } };
