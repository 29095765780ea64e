import { describe, expect, it } from 'vitest';
import { brands, defaultBrand } from '@writers-center/design-system';
import { brandOfGlobal, siteIdOfGlobal } from '../../../stories/support/brand-global';

describe("the toolbar's brand global", () => {
  it('names every brand by its key', () => {
    for (const brand of brands) expect(brandOfGlobal(brand.key)).toBe(brand);
  });

  it("opens a link from before the keys at the site's brand", () => {
    expect(brandOfGlobal('500').key).toBe('inkwell');
    expect(brandOfGlobal(511).key).toBe('starloom');
    expect(siteIdOfGlobal('566')).toBe(566);
  });

  it('falls back to the default brand for an unknown key or site id, or none', () => {
    for (const value of ['nowhere', '513', undefined, '']) expect(brandOfGlobal(value)).toBe(defaultBrand);
    expect(siteIdOfGlobal('default')).toBeUndefined();
  });
});
