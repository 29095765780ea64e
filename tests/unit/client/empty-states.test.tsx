/**
 * An empty state that tells the author where to go names the controls as the screens label them:
 * the contract empty states send the author to My Works, then to the work's "Contract" button.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LOCALES } from '../../../src/domain/locales';
import { portalCatalog } from '../../../stories/support/catalogs';
import { screenServer } from './screen-server';
import { ScreenStory } from '../../../stories/portal/support/ScreenStory';

screenServer();

/** Each instruction, and the ids of the labels (menu entries, buttons) on the way it describes. */
const INSTRUCTIONS: Record<string, string[]> = {
  'contract.apply.noBookBody': ['route.mywork', 'chapter.manage.contract'],
  'contract.list.emptyBody': ['route.mywork', 'chapter.manage.contract'],
};
/** Text in quotation marks, in the marks each language uses. */
const QUOTED = /[“«„]\s?([^”»“]+?)\s?[”»“]/gu;

describe('empty states name the controls that exist', { timeout: 30_000 }, () => {
  it.each(LOCALES)('%s: each instruction quotes only labels on its way, and names every one', (locale) => {
    const catalog = portalCatalog(locale);
    for (const [id, labels] of Object.entries(INSTRUCTIONS)) {
      const text = catalog[id];
      const names = labels.map((label) => catalog[label]);
      for (const name of names) expect(text, `${id} names “${name}”`).toContain(name);
      for (const [, quoted] of text.matchAll(QUOTED)) expect(names, `${id} quotes “${quoted}”`).toContain(quoted);
    }
  });

  it('the work\'s page has the "Contract" button the instructions name', async () => {
    const en = portalCatalog('en');
    render(<ScreenStory path="/mywork/manageworks/3" locale="en" colorMode="light" />);
    expect(await screen.findByRole('link', { name: en['chapter.manage.contract'] }, { timeout: 15_000 })).toHaveAttribute('href', '/signing?original_book_id=3');
  });
});
