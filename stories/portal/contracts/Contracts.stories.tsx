import type { StoryObj } from '@storybook/react-vite';
import { answer } from '../handlers';
import { answering, failingOn, screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Contracts', ...screenMeta('/mySignInfo') };
type Story = StoryObj<ScreenArgs>;

/** The author's contracts and applications. */
export const SignedInformation: Story = {};
export const NoContracts: Story = answering(answer('/v1/sign.contracts', { list: [] }));
export const LoadFailed: Story = failingOn(/sign\.contracts$/);
/** Applying for a contract: the checklist against the site's threshold, each line with its fix. */
export const Application: Story = { args: { path: '/signing?original_book_id=2' } };
/** The works that can apply. */
export const MySignUp: Story = { args: { path: '/mySignUp' } };
