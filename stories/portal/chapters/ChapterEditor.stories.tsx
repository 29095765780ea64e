import type { StoryObj } from '@storybook/react-vite';
import { failingOn, loadingOn, screenMeta } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Chapter editor', ...screenMeta('/mywork/editbook/3') };
type Story = StoryObj<ScreenArgs>;

/** A chapter with its text, word count, save state and release settings. */
export const Full: Story = {};
/** A new chapter, empty. */
export const NewChapter: Story = { args: { path: '/mywork/addchapter/3' } };
export const Loading: Story = loadingOn(/writeCenter\.chapterInfo$/);
export const LoadFailed: Story = failingOn(/writeCenter\.chapterInfo$/);
