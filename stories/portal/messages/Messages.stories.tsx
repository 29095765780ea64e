import type { StoryObj } from '@storybook/react-vite';
import { answer } from '../handlers';
import { answering, failingOn, screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Messages', ...screenMeta('/messageCenter/newsAnnounce') };
type Story = StoryObj<ScreenArgs>;

/** Messages that need something done, and the others. */
export const Full: Story = {};
export const Empty: Story = answering(answer('/v1/notification.list', { list: [], next_cursor: null, unread_num: 0 }));
export const LoadFailed: Story = failingOn(/notification\.list$/);
/** The platform's notices. */
export const Notices: Story = { args: { path: '/messageCenter/announceCenter' } };
