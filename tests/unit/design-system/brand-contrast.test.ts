import { describe, expect, it } from 'vitest';
import { brands } from '../../../design-system/src/brands/all';
import { defaultBrand } from '../../../design-system/src/brands/registry';
import { siteBrandLoaders } from '../../../design-system/src/brands/sites/loaders';
import type { ColorMode } from '../../../design-system/src/brands/types';
import { createBrandTheme } from '../../../design-system/src/theme/createBrandTheme';
import { AA_CONTRAST, CONTRAST_PAIRS } from '../../../design-system/src/theme/contrastPairs';

/** WCAG 2.x contrast checks for every brand's theme, in both colour modes. */

const AA = AA_CONTRAST;
const modes: readonly ColorMode[] = ['light', 'dark'];
const pairs = CONTRAST_PAIRS;

/** #rgb or #rrggbb to [r, g, b] in 0..255; throws for anything else (no silent skips). */
function parseHex(value: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) throw new Error(`not a #rgb/#rrggbb colour: ${value}`);
  let h = m[1];
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance. */
function relativeLuminance(value: string): number {
  const [r, g, b] = parseHex(value).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('contrast helpers', () => {
  it('matches known WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
  it('refuses colours it cannot parse', () => {
    expect(() => relativeLuminance('rgba(0,0,0,0.5)')).toThrow();
  });
});

const cases = brands.flatMap((brand) =>
  modes.flatMap((mode) =>
    pairs.map(([fg, bg]) => {
      const name: string = `${brand.key} (${mode}): ${fg} on ${bg}`;
      return [name, { brand, mode, fg, bg }] as const;
    }),
  ),
);

describe('brand themes meet WCAG AA (4.5:1)', () => {
  // '%s' with a plain string keeps the whole name (brand, mode and pair) in the report.
  it.each(cases)('%s', (_name, { brand, mode, fg, bg }) => {
    const theme = createBrandTheme(brand, mode);
    const fgValue = theme[fg] as string;
    const bgValue = theme[bg] as string;
    const ratio = contrastRatio(fgValue, bgValue);
    expect(
      ratio,
      `${brand.key} ${mode}: ${fg} ${fgValue} on ${bg} ${bgValue} is ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(AA);
  });
});

describe('brand registry', () => {
  const siteBrands = brands.filter((b) => b !== defaultBrand);

  it('has the default brand first and at least 20 site brands', () => {
    expect(brands[0]).toBe(defaultBrand);
    expect(siteBrands.length).toBeGreaterThanOrEqual(20);
  });

  it('loads each site brand by the key and site ids of its file, in the same order', async () => {
    expect(siteBrandLoaders.map((l) => [l.key, l.siteIds])).toEqual(siteBrands.map((b) => [b.key, b.siteIds]));
    for (const [i, loader] of siteBrandLoaders.entries()) expect(await loader.load()).toBe(siteBrands[i]);
  });

  it('has unique brand keys', () => {
    const keys = brands.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every site id in 500..566 to at most one brand', () => {
    const seen = new Map<number, string>();
    for (const brand of brands) {
      for (const id of brand.siteIds) {
        expect(Number.isInteger(id), `${brand.key}: ${id}`).toBe(true);
        expect(id, `${brand.key}: ${id}`).toBeGreaterThanOrEqual(500);
        expect(id, `${brand.key}: ${id}`).toBeLessThanOrEqual(566);
        expect(seen.get(id), `site ${id} in ${seen.get(id)} and ${brand.key}`).toBeUndefined();
        seen.set(id, brand.key);
      }
    }
  });

  it.each(siteBrands.map((b) => [b.key, b] as const))('%s has at least one site id', (_key, brand) => {
    expect(brand.siteIds.length).toBeGreaterThan(0);
  });

  const logos = brands.flatMap((brand) =>
    (['light', 'dark'] as const).map((variant) => [`${brand.key} ${variant}`, brand.logo[variant]] as const),
  );
  it.each(logos)('logo %s is a safe inline svg', (_label, svg) => {
    expect(svg.trimStart().startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/viewBox="[^"]+"/);
    expect(svg.toLowerCase()).not.toContain('<script');
    expect(svg.toLowerCase()).not.toContain('href="http');
  });
});
