import type { BrandVariants, Theme } from '@fluentui/react-components';

/**
 * One white-label brand. Hex values live only in brand files; components read
 * tokens. `tokens` lists only what the brand changes (a Polaris-style partial).
 */
export interface Brand {
  /** stable key, kebab-case, e.g. "inkwell" */
  key: string;
  /** the invented product name shown beside the logo */
  name: string;
  /** site ids (500–566) this brand serves; the default brand has none */
  siteIds: readonly number[];
  /** Fluent's 16-step brand ramp, 10 (darkest) to 160 (lightest) */
  ramp: BrandVariants;
  /** SVG markup of the logo mark for light and dark backgrounds (viewBox 0 0 32 32) */
  logo: { light: string; dark: string };
  /** token overrides for both colour modes (corner radius, font family, …) */
  tokens?: Partial<Theme>;
  /** token overrides per mode, applied after `tokens` */
  lightTokens?: Partial<Theme>;
  darkTokens?: Partial<Theme>;
}

export type ColorMode = 'light' | 'dark';
