import { makeStyles, tokens } from '@fluentui/react-components';
import type { ChapterRowDensity } from './ChapterRow.types';
import { visuallyHidden } from '../FieldBase';

/** Row heights in px, for virtual lists' size estimates. */
export const CHAPTER_ROW_HEIGHTS: Readonly<Record<ChapterRowDensity, number>> = { comfortable: 56, compact: 40 };

export const useChapterRowStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  root: {
    boxSizing: 'border-box',
    containerType: 'inline-size',
    margin: 0,
    overflow: 'hidden',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    '@media (forced-colors: active)': { borderBottomColor: 'CanvasText' },
  },
  comfortable: { height: `${CHAPTER_ROW_HEIGHTS.comfortable}px` },
  compact: { height: `${CHAPTER_ROW_HEIGHTS.compact}px` },
  grid: {
    display: 'grid',
    gridTemplateColumns: '56px minmax(0, 1fr) 104px 128px 168px 40px',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    height: '100%',
    paddingInline: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    '@container (max-width: 760px)': { gridTemplateColumns: '48px minmax(0, 1fr) 128px 40px' },
    '@container (max-width: 480px)': { gridTemplateColumns: '40px minmax(0, 1fr) 40px' },
  },
  gridButtons: {
    gridTemplateColumns: '56px minmax(0, 1fr) 104px 128px 168px 72px',
    '@container (max-width: 760px)': { gridTemplateColumns: '48px minmax(0, 1fr) 128px 72px' },
    '@container (max-width: 480px)': { gridTemplateColumns: '40px minmax(0, 1fr) 72px' },
  },
  no: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  titleCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  title: {
    flex: '0 1 auto',
    minWidth: '8ch',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
  },
  compactText: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  // The markers give way before the title does.
  markers: { display: 'flex', gap: tokens.spacingHorizontalXS, flex: '0 1000 auto', minWidth: 0, overflow: 'hidden' },
  // At least the icon stays when there is no room for the text (which stays in the title attribute).
  marker: { minWidth: '24px', flexShrink: 1, whiteSpace: 'nowrap' },
  markerLabel: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  words: {
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    '@container (max-width: 760px)': { display: 'none' },
  },
  status: { display: 'flex', minWidth: 0, '@container (max-width: 480px)': { display: 'none' } },
  release: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    '@container (max-width: 760px)': { display: 'none' },
  },
  scheduledIcon: { flexShrink: 0, fontSize: '16px', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
  visuallyHidden,
  danger: { color: tokens.colorStatusDangerForeground1 },
});
