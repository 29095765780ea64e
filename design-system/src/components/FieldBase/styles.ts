import type { GriffelStyle } from '@fluentui/react-components';

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Hidden text read after visible text: the leading space keeps it a word of its own in every accessible-name algorithm. */
export const spokenAfter = (text: string) => ` ${text}`;
