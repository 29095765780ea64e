import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answer, recordedData } from '../handlers';
import { answering, failingOn, loadingOn, screenMeta, showsHeading, text } from '../support/meta';
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

/** Search, open a hit at its section, and come back to the results (not photographed). */
export const SearchOpenAndBack: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    const hit = recordedData<{ list: { title: string }[] }>('/v1/help.search', { q: 'payee' }).list[0].title;
    await userEvent.type(await screen.findByRole('searchbox', { name: text('help.search', locale) }, { timeout: 15_000 }), 'payee');
    // The results replace the topic list (which has the same titles) once typing pauses.
    const results = await screen.findByRole('region', { name: /payee/ }, { timeout: 10_000 });
    await userEvent.click(await within(results).findByRole('link', { name: hit }));
    await screen.findByRole('heading', { level: 2, name: recordedData<{ title: string }>('/v1/help.get', { slug: 'payee' }).title }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: text('help.back', locale) }));
    await expect(await screen.findByRole('searchbox', { name: text('help.search', locale) })).toHaveValue('payee');
  },
};
