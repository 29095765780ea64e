import * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SkipLink } from './SkipLink';

/** Width of the open side menu and of the collapsed rail. */
export const SIDEBAR_WIDTH = 282;
export const SIDEBAR_RAIL_WIDTH = 64;

export interface AppShellProps {
  /** the side menu; rendered in a fixed-width column */
  sideMenu: React.ReactNode;
  /** the bar above the page (see TopBar) */
  topBar: React.ReactNode;
  /** the tag tabs of visited pages, under the top bar */
  tabs?: React.ReactNode;
  /** the side menu column at full width (282 px, `SIDEBAR_WIDTH`) or as a rail of icons (64 px, `SIDEBAR_RAIL_WIDTH`); @default true */
  menuOpen?: boolean;
  /** accessible name of the main region */
  mainLabel?: string;
  /** text of the "skip to content" link, the first stop of the keyboard; no link without it */
  skipLinkLabel?: string;
  /** class name added to the root `<div>` */
  className?: string;
  /** the page, rendered in the main region (`<main id="main">`, the skip link's target) */
  children?: React.ReactNode;
}

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateRows: '100vh',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    transitionProperty: 'grid-template-columns',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
    // A whole-page picture (the story runners set `data-whole-page` on the document): the frame grows
    // with the page instead of the page scrolling inside a window-high frame.
    ':global(html[data-whole-page])': { gridTemplateRows: 'auto' },
  },
  open: { gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)` },
  closed: { gridTemplateColumns: `${SIDEBAR_RAIL_WIDTH}px minmax(0, 1fr)` },
  aside: {
    overflowY: 'auto',
    overflowX: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  column: { display: 'flex', flexDirection: 'column', minWidth: 0, overflow: 'hidden' },
  main: { flex: 1, overflow: 'auto', padding: tokens.spacingHorizontalXXL, outlineStyle: 'none' },
});

/** The portal's frame: side menu, top bar, tag tabs and the page. */
export const AppShell = React.forwardRef<HTMLDivElement, AppShellProps>(
  ({ sideMenu, topBar, tabs, menuOpen = true, mainLabel, skipLinkLabel, className, children }, ref) => {
    const styles = useStyles();
    return (
      <div ref={ref} className={mergeClasses(styles.root, menuOpen ? styles.open : styles.closed, className)}>
        {skipLinkLabel && <SkipLink label={skipLinkLabel} />}
        <aside className={styles.aside} data-menu-open={menuOpen ? '1' : '0'}>
          {sideMenu}
        </aside>
        <div className={styles.column}>
          {topBar}
          {tabs}
          <main id="main" className={styles.main} aria-label={mainLabel} tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    );
  },
);
AppShell.displayName = 'AppShell';
