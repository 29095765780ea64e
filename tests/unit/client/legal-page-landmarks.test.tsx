/**
 * The legal texts are pages like any other for a keyboard or a screen reader: the text is the
 * page's main region, and the first Tab offers to skip the bar above it.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';
import { portalCatalog } from '../../../stories/support/catalogs';
import { DEFAULT_BRAND_NAME, brandNameOfSite } from '../../../src/domain/brand-names';

screenServer();

describe('/terms and /policy', { timeout: 30_000 }, () => {
  it.each([
    ['/terms', 'en'],
    ['/policy', 'de'],
  ] as const)('%s (%s) holds its text in the main region, reached by the skip link at the first Tab', async (path, locale) => {
    const words = portalCatalog(locale);
    render(<ScreenStory path={path} signedIn={false} locale={locale} colorMode="light" />);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    const main = screen.getByRole('main');
    expect(main).toContainElement(heading);

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: words['layout.skipToContent'] });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(main).toHaveFocus();
  });

  it.each([
    ['/terms', 'th', 511, 'Starloom'],
    ['/policy', 'de', 540, undefined],
    ['/terms', 'en', undefined, "Writers' Center"],
  ] as const)('%s (%s) on site %s names that site’s brand, never another', async (path, locale, site, expected) => {
    render(<ScreenStory path={path} signedIn={false} locale={locale} site={site} colorMode="light" />);
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    const text = screen.getByRole('main').textContent ?? '';
    const name = expected ?? brandNameOfSite(site);
    expect(text).toContain(name);
    if (name !== DEFAULT_BRAND_NAME) expect(text).not.toMatch(/Writers[’'] Center/);
    expect(text).not.toContain('{brand}');
  });
});

