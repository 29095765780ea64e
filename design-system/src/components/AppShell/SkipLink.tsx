import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

export interface SkipLinkProps {
  /** the link's text ("Skip to content") */
  label: string;
  /** id of the element the link moves the focus to (it needs `tabIndex={-1}`); @default 'main' */
  targetId?: string;
}

const useStyles = makeStyles({
  // Out of sight until focused (the first Tab of a page), then above everything at the top left.
  skip: {
    position: 'fixed',
    zIndex: 1000,
    insetInlineStart: tokens.spacingHorizontalS,
    top: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':not(:focus)': { clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', width: '1px', height: '1px', overflow: 'hidden', whiteSpace: 'nowrap', padding: 0 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** The "skip to content" link: the first stop of the keyboard on a page, moving the focus to its main region. */
export function SkipLink({ label, targetId = 'main' }: SkipLinkProps) {
  const styles = useStyles();
  return (
    <a
      href={`#${targetId}`}
      className={styles.skip}
      onClick={(e) => {
        // The router owns the URL: move the focus without changing the address.
        e.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {label}
    </a>
  );
}
