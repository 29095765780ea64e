import type { StoryObj } from '@storybook/react-vite';
import { failingOn, loadingOn, screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Novel form', ...screenMeta('/addbook') };
type Story = StoryObj<ScreenArgs>;

/** A new novel: title, cover, genre, tags, rating and the rest, each with its rule. */
export const Create: Story = { play: showsHeading('route.addBook') };
/** The options (genres, tags, ratings) have not answered yet. */
export const Loading: Story = loadingOn(/writeCenter\.bookOptions$/);
export const OptionsFailed: Story = failingOn(/writeCenter\.bookOptions$/);
/** An existing novel's details, to edit. */
export const Edit: Story = { args: { path: '/mywork/editbook/3' } };
