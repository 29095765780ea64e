import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * Layout of the loading placeholders. Fluent's SkeletonItem already stops its
 * animation under `prefers-reduced-motion` and draws stencils in forced
 * colours; here the items also lose the shimmer completely for reduced motion.
 */
export const useSkeletonStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    '@media (prefers-reduced-motion: reduce)': { '::after': { animationName: 'none' } },
    '@media (forced-colors: active)': { outline: '1px solid GrayText' },
  },
  card: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (forced-colors: active)': { outline: '1px solid CanvasText' },
  },
  cardBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, flex: 1, minWidth: 0 },
  media: { width: '64px', height: '64px', flexShrink: 0 },
  heading: { width: '45%' },
  table: { display: 'grid', rowGap: '1px', backgroundColor: tokens.colorNeutralStroke2 },
  tableRow: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  tableHeader: { backgroundColor: tokens.colorNeutralBackground2 },
  statGrid: { display: 'grid', gap: tokens.spacingHorizontalL },
  stat: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    '@media (forced-colors: active)': { outline: '1px solid CanvasText' },
  },
  statLabel: { width: '55%' },
  statValue: { width: '70%' },
});

/** Deterministic line widths (no random data: screenshots must not change). */
const LINE_WIDTHS = ['100%', '94%', '97%', '88%', '92%'];
export const lineWidth = (index: number, count: number): string =>
  count > 1 && index === count - 1 ? '62%' : LINE_WIDTHS[index % LINE_WIDTHS.length];
