import type { Theme } from '@fluentui/react-components';

type ColorToken = keyof Theme & `color${string}`;

/** WCAG 2.x AA for body text. */
export const AA_CONTRAST = 4.5;

/**
 * [foreground, background]: the colour pairs every brand's theme holds to 4.5:1 in both modes,
 * checked by tests/unit/design-system/brand-contrast.test.ts and listed on the Tokens docs page.
 */
export const CONTRAST_PAIRS: readonly (readonly [ColorToken, ColorToken])[] = [
  ['colorNeutralForeground1', 'colorNeutralBackground1'],
  ['colorNeutralForeground2', 'colorNeutralBackground1'],
  ['colorBrandForeground1', 'colorNeutralBackground1'],
  ['colorNeutralForegroundOnBrand', 'colorBrandBackground'],
  ['colorNeutralForegroundOnBrand', 'colorBrandBackgroundHover'],
  ['colorBrandForegroundLink', 'colorNeutralBackground1'],
  // A link or a subtle button keeps its contrast while pointed at or pressed.
  ['colorBrandForegroundLinkHover', 'colorNeutralBackground1'],
  ['colorBrandForegroundLinkPressed', 'colorNeutralBackground1'],
  ['colorNeutralForeground2BrandHover', 'colorSubtleBackgroundHover'],
  ['colorNeutralForeground2BrandPressed', 'colorSubtleBackgroundPressed'],
  ['colorNeutralForeground2BrandHover', 'colorNeutralBackground1'],
  ['colorNeutralForeground2BrandPressed', 'colorNeutralBackground1'],
  ['colorNeutralForeground1', 'colorNeutralBackground1Hover'],
  ['colorNeutralForeground1', 'colorNeutralBackground1Pressed'],
  // Errors under fields, falling trends, over-limit counters: red text on the page and on cards.
  ['colorStatusDangerForeground1', 'colorNeutralBackground1'],
  ['colorPaletteRedForeground1', 'colorNeutralBackground1'],
];
