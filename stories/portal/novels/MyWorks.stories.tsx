import type { StoryObj } from '@storybook/react-vite';
import { answer } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/My Works', ...screenMeta('/mywork') };
type Story = StoryObj<ScreenArgs>;

/** Four novels in every state: updating with 1,203 chapters, finished, updated, a draft in review. */
export const Full: Story = { play: showsHeading('route.mywork') };
export const Loading: Story = loadingOn(/writeCenter\.bookList$/);
export const LoadFailed: Story = failingOn(/writeCenter\.bookList$/);
/** No novel yet: the way to the first one. */
export const Empty: Story = answering(answer('/v1/writeCenter.bookList', { list: [], total: 0, page: 1, page_size: 10 }));
