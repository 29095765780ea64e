import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import type { Brand, ColorMode } from '../brands/types';
import { contrastRatio } from './contrast';
import { AA_CONTRAST } from './contrastPairs';
import { scriptFaceFor, scriptFaceTokens } from './scriptFaces';

type ColorToken = keyof Theme & `color${string}`;

/**
 * The foregrounds a pointer brings (a link or a subtle button pointed at or pressed) and the
 * backgrounds they show on. Fluent takes them from fixed steps of the ramp, which on many ramps
 * fall under 4.5:1 in dark mode (and on a few in light).
 */
const POINTER_FOREGROUNDS: readonly (readonly [ColorToken, readonly ColorToken[]])[] = [
  ['colorBrandForegroundLinkHover', ['colorNeutralBackground1']],
  ['colorBrandForegroundLinkPressed', ['colorNeutralBackground1']],
  ['colorNeutralForeground2BrandHover', ['colorNeutralBackground1', 'colorSubtleBackgroundHover']],
  ['colorNeutralForeground2BrandPressed', ['colorNeutralBackground1', 'colorSubtleBackgroundPressed']],
];

/**
 * Each pointer foreground that falls under 4.5:1 becomes the ramp's step nearest the page's own
 * lightness that reaches it (the lightest that passes in light mode, the darkest in dark).
 */
function keepPointerContrast(theme: Theme, brand: Brand, mode: ColorMode): Partial<Theme> {
  const steps = (Object.keys(brand.ramp).map(Number) as (keyof Brand['ramp'])[]).sort((a, b) => (mode === 'light' ? b - a : a - b));
  const fixes: Partial<Record<ColorToken, string>> = {};
  for (const [foreground, backgrounds] of POINTER_FOREGROUNDS) {
    const passes = (colour: string) => backgrounds.every((background) => contrastRatio(colour, theme[background]) >= AA_CONTRAST);
    if (passes(theme[foreground])) continue;
    const step = steps.find((s) => passes(brand.ramp[s]));
    if (step !== undefined) fixes[foreground] = brand.ramp[step];
  }
  return fixes;
}

const cache = new Map<string, Theme>();

/**
 * Fluent's light or dark theme from the brand's ramp, plus its token partials; for a language whose
 * script the brand's faces do not draw (`lang`), the script's face joins the font stacks.
 */
export function createBrandTheme(brand: Brand, mode: ColorMode = 'light', lang?: string): Theme {
  const key = `${brand.key}:${mode}:${scriptFaceFor(lang) ?? ''}`;
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
  Object.assign(theme, keepPointerContrast(theme, brand, mode), scriptFaceTokens(theme, lang));
  cache.set(key, theme);
  return theme;
}
