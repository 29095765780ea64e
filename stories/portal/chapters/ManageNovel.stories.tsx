import type { StoryObj } from '@storybook/react-vite';
import { failingOn, loadingOn, screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Manage novel', ...screenMeta('/mywork/manageworks/3') };
type Story = StoryObj<ScreenArgs>;

/** A novel of twelve chapters: released, scheduled, drafts, the first paid one. */
export const Full: Story = {};
/** A novel of 1,203 chapters: the list loads in windows of 200 as it scrolls, searched on the server. */
export const LongNovel: Story = { args: { path: '/mywork/manageworks/1' } };
export const Loading: Story = loadingOn(/writeCenter\.chapterList$/);
export const LoadFailed: Story = failingOn(/writeCenter\.bookInfo$/);
