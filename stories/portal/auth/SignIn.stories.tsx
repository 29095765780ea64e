import type { StoryObj } from '@storybook/react-vite';
import { screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Sign in', ...screenMeta('/login', { args: { path: '/login', signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

export const SignIn: Story = {};
export const SignUp: Story = { args: { path: '/login?mode=signup', signedIn: false } };
export const ForgotPassword: Story = { args: { path: '/forgot-password', signedIn: false } };
