import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenMeta, text } from '../support/meta';
import type { ScreenArgs } from '../support/ScreenStory';

export default { title: 'Screens/Terms and policy', ...screenMeta('/terms', { args: { path: '/terms', signedIn: false } }) };
type Story = StoryObj<ScreenArgs>;

/** The legal texts, per language: not in the portal's catalogs, the page loads them itself. */
const texts = import.meta.glob<Record<string, string>>('../../../src/client/features/legal/texts/*.json', { eager: true, import: 'default' });
const legalText = (locale: string) => (Object.entries(texts).find(([path]) => path.endsWith(`/${locale}.json`)) ?? Object.entries(texts).find(([path]) => path.endsWith('/en.json'))!)[1];
/** As many sections as the page shows (LegalPage's SECTIONS). */
const SECTIONS = 8;

/** The text's title, then each of its sections under its own heading, in order. */
const showsText =
  (doc: 'terms' | 'policy'): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const t = legalText(String(globals.locale ?? 'en'));
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: t[`legal.${doc}.title`] }, { timeout: 15_000 })).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual(Array.from({ length: SECTIONS }, (_, i) => t[`legal.${doc}.s${i + 1}.heading`]));
  };

export const Terms: Story = { play: showsText('terms') };
export const Policy: Story = { args: { path: '/policy', signedIn: false }, play: showsText('policy') };

/** Signed out, the text's way back leads to sign-in (not photographed). */
export const TermsBackToSignIn: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, globals }) => {
    const locale = String(globals.locale ?? 'en');
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: legalText(locale)['legal.terms.title'] }, { timeout: 15_000 });
    await expect(screen.getByRole('link', { name: text('legal.back', locale) })).toHaveAttribute('href', '/login');
  },
};
