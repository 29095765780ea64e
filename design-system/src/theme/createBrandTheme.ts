import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import type { Brand, ColorMode } from '../brands/types';

const cache = new Map<string, Theme>();

/** Fluent's light or dark theme from the brand's ramp, plus its token partials. */
export function createBrandTheme(brand: Brand, mode: ColorMode = 'light'): Theme {
  const key = `${brand.key}:${mode}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const base = mode === 'dark' ? createDarkTheme(brand.ramp) : createLightTheme(brand.ramp);
  const theme: Theme = {
    ...base,
    ...(mode === 'dark'
      ? {
          // Fluent's dark themes read brand foregrounds from the light end of the ramp.
          colorBrandForeground1: brand.ramp[110],
          colorBrandForeground2: brand.ramp[120],
          colorBrandForegroundLink: brand.ramp[120],
          // Fluent's dark red text (#dc626d) is 4.16:1 on its own background: one step lighter passes (≈5:1).
          colorStatusDangerForeground1: base.colorStatusDangerForeground3,
          colorPaletteRedForeground1: base.colorStatusDangerForeground3,
        }
      : {}),
    ...brand.tokens,
    ...(mode === 'dark' ? brand.darkTokens : brand.lightTokens),
  };
  cache.set(key, theme);
  return theme;
}
