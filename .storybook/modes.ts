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

/**
 * Chromatic adds modes up across the project, a file and a story: a story that leaves modes out turns them
 * off (`disable`). Its words are not photographed (no text, or an all-brands grid): light and dark only.
 */
export const withoutTextModes = {
  ...colourModes,
  de: { disable: true },
  th: { disable: true },
  zh: { disable: true },
} as const;

/** One picture, English and light (a state a play function reaches that a remount would lose). */
export const onePictureModes = {
  light: base,
  dark: { disable: true },
  de: { disable: true },
  th: { disable: true },
  zh: { disable: true },
  narrow: { disable: true },
} as const;

/** The modes Chromatic photographs a story in: those its merged `chromatic.modes` leave on. */
export const modesOn = (modes: Record<string, { disable?: boolean }> | undefined): string[] =>
  Object.entries(modes ?? {})
    .filter(([, mode]) => !mode.disable)
    .map(([name]) => name)
    .sort();
