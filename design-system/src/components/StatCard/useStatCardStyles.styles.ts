import { createFocusOutlineStyle, makeStyles, shorthands, tokens } from '@fluentui/react-components';

export const useStatCardStyles = makeStyles({
  root: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    height: '100%',
    margin: 0,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', 'transparent'),
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    textAlign: 'start',
    textDecorationLine: 'none',
    '@media (forced-colors: active)': { ...shorthands.borderColor('CanvasText') },
  },
  filled: { backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4 },
  outline: { backgroundColor: 'transparent', ...shorthands.borderColor(tokens.colorNeutralStroke1) },
  interactive: {
    cursor: 'pointer',
    transitionProperty: 'background-color, box-shadow',
    transitionDuration: tokens.durationFaster,
    transitionTimingFunction: tokens.curveEasyEase,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
    '@media (forced-colors: active)': { ':hover': { ...shorthands.borderColor('Highlight') } },
    ...createFocusOutlineStyle({ style: { outlineRadius: tokens.borderRadiusLarge } }),
  },
  filledInteractive: {
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, boxShadow: tokens.shadow8 },
    ':active': { backgroundColor: tokens.colorNeutralBackground1Pressed, boxShadow: tokens.shadow2 },
  },
  outlineInteractive: {
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, ...shorthands.borderColor(tokens.colorNeutralStroke1Hover) },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed, ...shorthands.borderColor(tokens.colorNeutralStroke1Pressed) },
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: {
    flex: 1,
    minWidth: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  icon: { display: 'inline-flex', fontSize: '20px', color: tokens.colorBrandForeground1, '@media (forced-colors: active)': { color: 'CanvasText' } },
  value: {
    display: 'block',
    minHeight: tokens.lineHeightHero700,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    // A figure never breaks inside itself ("12.845,50 US$" on two lines reads as two numbers);
    // the grid gives each card room for one, and a figure too wide for its card is drawn smaller
    // (StatCard's FittedValue), never cut short.
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  // Inline, so the figure is one line of text to whoever counts its boxes; top-aligned, because a
  // smaller font on the baseline would make the line taller than its card's.
  valueText: { verticalAlign: 'top' },
  valueSkeleton: { width: '60%', paddingBlock: '2px' },
  trend: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  trendIcon: { display: 'inline-flex', fontSize: '16px' },
  positive: { color: tokens.colorStatusSuccessForeground1 },
  negative: { color: tokens.colorStatusDangerForeground1 },
  neutral: { color: tokens.colorNeutralForeground2 },
  hint: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground3 },
});

export const useStatGridStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { display: 'flex', minWidth: 0 },
});
