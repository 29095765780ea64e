import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../FieldBase';

const CELL = '14px';
const GAP = '3px';

/** Level colours: the brand colour mixed into the page background, so the ramp works in light and dark themes alike. */
const mix = (percent: number) => `color-mix(in srgb, ${tokens.colorBrandBackground} ${percent}%, ${tokens.colorNeutralBackground1})`;
export const levelColors = [tokens.colorNeutralBackground4, mix(30), mix(55), mix(80), tokens.colorBrandBackground] as const;

export const useCalendarHeatMapStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '100%' },
  scroller: { overflowX: 'auto', maxWidth: '100%', paddingBlock: '2px', paddingInline: '2px' },
  grid: {
    borderCollapse: 'separate',
    borderSpacing: GAP,
    tableLayout: 'fixed',
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase100,
    color: tokens.colorNeutralForeground2,
  },
  corner: { padding: 0 },
  month: {
    padding: 0,
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    whiteSpace: 'nowrap',
    overflow: 'visible',
    height: '16px',
    verticalAlign: 'bottom',
  },
  weekday: {
    padding: 0,
    paddingInlineEnd: tokens.spacingHorizontalXS,
    textAlign: 'end',
    fontWeight: tokens.fontWeightRegular,
    whiteSpace: 'nowrap',
    height: CELL,
    lineHeight: CELL,
  },
  cell: {
    width: CELL,
    minWidth: CELL,
    height: CELL,
    padding: 0,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'default',
    // Levels are data: keep their colours in forced-colours mode, and give every day an edge.
    '@media (forced-colors: active)': { forcedColorAdjust: 'none', border: '1px solid CanvasText' },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
      '@media (forced-colors: active)': { outlineColor: 'Highlight' },
    },
  },
  clickable: { cursor: 'pointer' },
  outside: { padding: 0 },
  level0: { backgroundColor: levelColors[0] },
  level1: { backgroundColor: levelColors[1] },
  level2: { backgroundColor: levelColors[2] },
  level3: { backgroundColor: levelColors[3] },
  level4: { backgroundColor: levelColors[4] },
  scheduled: { boxShadow: `inset 0 0 0 2px ${tokens.colorBrandForeground1}` },
  legend: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  swatch: {
    display: 'inline-block',
    width: CELL,
    height: CELL,
    borderRadius: tokens.borderRadiusSmall,
    boxSizing: 'border-box',
    '@media (forced-colors: active)': { forcedColorAdjust: 'none', border: '1px solid CanvasText' },
  },
  legendGap: { marginInlineStart: tokens.spacingHorizontalM },
  tooltip: {
    position: 'absolute',
    zIndex: 2,
    transform: 'translate(-50%, calc(-100% - 6px))',
    maxWidth: '280px',
    width: 'max-content',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    pointerEvents: 'auto',
  },
  tooltipExtra: { color: tokens.colorNeutralForeground2 },
  visuallyHidden,
});
