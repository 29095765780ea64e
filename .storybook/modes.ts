/**
 * The visual matrix, declared once for both runners: the local test-runner
 * (`.storybook/test-runner.ts`) photographs each story in these combinations of the toolbar's
 * globals, and Chromatic takes the same ones as modes (`parameters.chromatic.modes`).
 */
// `site` holds a brand's key, as the toolbar does (`default`, `inkwell`, …).
const base = { site: 'default', locale: 'en', colorMode: 'light', viewport: 1024 } as const;

/** Every story: light and dark. */
export const colourModes = {
  light: base,
  dark: { ...base, colorMode: 'dark' },
} as const;

/**
 * Stories that show text: also German (long words), Thai and Chinese (other scripts, no spaces).
 * Chromatic takes every mode on every build; the local runner takes Chinese, and a screen's dark and
 * Thai, in the full run only (`STORIES_FULL=1`).
 */
export const textModes = {
  ...colourModes,
  de: { ...base, locale: 'de' },
  th: { ...base, locale: 'th' },
  zh: { ...base, locale: 'zh' },
} as const;

/** Portal screens: also 900 px wide, where the side menu becomes a rail. */
export const screenModes = {
  ...textModes,
  narrow: { ...base, viewport: 900 },
} as const;
