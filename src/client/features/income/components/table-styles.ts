import { makeStyles, tokens } from '@fluentui/react-components';

/** What the income page's tables share: a section of its own, a scroll of their own when narrow, amounts aligned. */
export const useFigureTableStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  // Figures line up by their last digit and never wrap.
  amount: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});
