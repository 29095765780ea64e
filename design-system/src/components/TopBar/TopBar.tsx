import * as React from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';

export interface TopBarProps {
  /** accessible name of the menu toggle, e.g. "Collapse menu" */
  menuToggleLabel: string;
  /** whether the side menu is open; sets the toggle's aria-expanded */
  menuOpen: boolean;
  /** called by the menu toggle: the caller opens or collapses the side menu */
  onToggleMenu(): void;
  /** the breadcrumb, after the menu toggle */
  breadcrumb?: React.ReactNode;
  /** language selector, notifications, author name and avatar menu */
  actions?: React.ReactNode;
  /** class name added to the root `<header>` */
  className?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '56px',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  start: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flex: 1, minWidth: 0 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexShrink: 0 },
});

/** The bar above every page: menu toggle, breadcrumb and the author's actions. */
export const TopBar = React.forwardRef<HTMLElement, TopBarProps>(
  ({ menuToggleLabel, menuOpen, onToggleMenu, breadcrumb, actions, className }, ref) => {
    const styles = useStyles();
    return (
      <header ref={ref} className={mergeClasses(styles.root, className)}>
        <div className={styles.start}>
          <Button
            appearance="subtle"
            icon={<NavigationRegular />}
            aria-label={menuToggleLabel}
            aria-expanded={menuOpen}
            onClick={onToggleMenu}
          />
          {breadcrumb}
        </div>
        <div className={styles.actions}>{actions}</div>
      </header>
    );
  },
);
TopBar.displayName = 'TopBar';
