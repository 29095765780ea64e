import { describe, expect, it } from 'vitest';
import { brands } from '@writers-center/design-system';
import * as sheets from '../../../stories/design-system/BrandSheets.stories';

describe('brand sheets', () => {
  // The sheets are the axe sweep over every brand in both colour modes (every rule in light, contrast in
  // dark): a brand added to the registry without a sheet would go unchecked.
  it('has one sheet per brand of the registry', () => {
    const stories = Object.entries(sheets).filter(([name]) => name !== 'default');
    expect(stories.map(([, story]) => (story as { name?: string }).name).sort()).toEqual(brands.map((brand) => brand.name).sort());
  });
});
