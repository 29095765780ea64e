import type { StoryObj } from '@storybook/react-vite';
import { answer } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Help center', ...screenMeta('/helpCenter') };
type Story = StoryObj<ScreenArgs>;

/** The articles by topic. */
export const Topics: Story = { play: showsHeading('route.help') };
/** A search's hits, each opening at the section that matched. */
export const SearchResults: Story = { args: { path: '/helpCenter?q=payee' } };
/** A search nothing matches: the way to write to us. */
export const NoResults: Story = { args: { path: '/helpCenter?q=payee' }, ...answering(answer('/v1/help.search', { list: [], total: 0 })) };
/** One article, with the screens it explains and "Was this helpful?". */
export const Article: Story = { args: { path: '/helpCenter?article=payee' } };
export const Loading: Story = loadingOn(/help\.list$/);
export const LoadFailed: Story = failingOn(/help\.list$/);
