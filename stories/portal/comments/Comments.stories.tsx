import type { StoryObj } from '@storybook/react-vite';
import { answer, recordedData } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Comments', ...screenMeta('/commentManage') };
type Story = StoryObj<ScreenArgs>;

const list = recordedData<{ counts: unknown; wait_seconds: number }>('/v1/comment.list', { view: 'live', reply: 'unreplied' });

/** Comments waiting for a reply, with their novel, chapter or paragraph. */
export const Full: Story = { play: showsHeading('route.comments') };
export const Loading: Story = loadingOn(/comment\.list$/);
export const LoadFailed: Story = failingOn(/comment\.list$/);
/** Every comment has its reply. */
export const AllReplied: Story = answering(answer('/v1/comment.list', { ...list, list: [], next_cursor: null }));
