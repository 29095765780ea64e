import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../FieldBase';

export const useDataTableStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { minWidth: '220px', maxWidth: '100%' },
  scroller: { overflowX: 'auto', minWidth: 0 },
  virtualScroller: {
    overflowY: 'auto',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  stickyHeader: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    // The header row's bottom border scrolls away with border-collapse: draw it on the cells.
    boxShadow: `inset 0 -${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  // A long header (German, Russian, Filipino…) takes two lines at most and ends in an ellipsis,
  // its whole text in a tooltip; it never spills into its neighbour.
  headerText: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    minWidth: 0,
  },
  // Cells keep what they hold inside themselves: a badge never slides over the next column.
  cell: { overflowWrap: 'anywhere', minWidth: 0 },
  endHeaderButton: { justifyContent: 'flex-end' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  nowrap: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  clickable: { cursor: 'pointer' },
  fixedRow: { boxSizing: 'border-box' },
  spacer: { padding: 0, border: 'none' },
  emptyCell: { paddingBlock: tokens.spacingVerticalL },
  // A loading cell is a plain bar, drawn as Fluent's SkeletonItem draws one, and the rows pulse as
  // one (their body): taking out dozens of SkeletonItems, each with its own wave, when the rows
  // arrive was the longest task of /mywork's first load (Lighthouse mobile TBT 0.7 s).
  skeleton: {
    display: 'block',
    width: '70%',
    height: '16px',
    borderRadius: '4px',
    backgroundColor: tokens.colorNeutralStencil1,
    '@media screen and (forced-colors: active)': { backgroundColor: 'WindowText' },
  },
  loadingBody: {
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.6 }, '100%': { opacity: 1 } },
    animationDuration: '2s',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
    '@media screen and (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  pagination: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  pageButtons: { display: 'flex', gap: tokens.spacingHorizontalXS },
  visuallyHidden,
});

/** The class names of a DataTable's parts, handed to its render functions. */
export type DataTableClasses = ReturnType<typeof useDataTableStyles>;
