import * as React from 'react';
import { makeStyles, mergeClasses, tokens, Tooltip } from '@fluentui/react-components';

export interface SideMenuItem {
  key: string;
  label: string;
  href: string;
  icon?: React.ReactElement;
  /** opens another site in a new tab */
  external?: boolean;
}

export interface SideMenuProps {
  /** the links, one per route, in order */
  items: readonly SideMenuItem[];
  /** the `key` of the current page's item: highlighted and marked aria-current="page" */
  selectedKey?: string;
  /** collapsed to a rail of icons; @default false */
  collapsed?: boolean;
  /** accessible name of the navigation */
  label: string;
  /** the logo area at the top */
  header?: React.ReactNode;
  /** the footer links at the bottom */
  footer?: React.ReactNode;
  /** client-side navigation: call preventDefault on the event to take over */
  onNavigate?(item: SideMenuItem, event: React.MouseEvent<HTMLAnchorElement>): void;
  /** class name added to the root `<nav>` */
  className?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: '100%' },
  header: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '56px',
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  list: { listStyleType: 'none', margin: 0, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, flex: 1 },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    paddingInline: tokens.spacingHorizontalM,
    marginBlock: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    '@media (forced-colors: active)': { color: 'LinkText' },
  },
  // Neutral text on the brand tint keeps AA contrast in every brand; the bar carries the brand colour.
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorNeutralForeground1 },
    '@media (forced-colors: active)': { outline: `${tokens.strokeWidthThick} solid Highlight` },
  },
  icon: { display: 'inline-flex', fontSize: '20px', flexShrink: 0 },
  rail: { justifyContent: 'center', paddingInline: 0 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  footer: { padding: tokens.spacingHorizontalM, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

/** The portal's side menu: logo, one link per route, footer links. */
export const SideMenu = React.forwardRef<HTMLElement, SideMenuProps>(
  ({ items, selectedKey, collapsed = false, label, header, footer, onNavigate, className }, ref) => {
    const styles = useStyles();
    return (
      <nav ref={ref} aria-label={label} className={mergeClasses(styles.root, className)}>
        {header && <div className={styles.header}>{header}</div>}
        <ul className={styles.list}>
          {items.map((item) => {
            const selected = item.key === selectedKey;
            const link = (
              <a
                href={item.href}
                className={mergeClasses(styles.link, selected && styles.selected, collapsed && styles.rail)}
                aria-current={selected ? 'page' : undefined}
                aria-label={collapsed ? item.label : undefined}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(e) => onNavigate?.(item, e)}
              >
                {item.icon && <span className={styles.icon} aria-hidden>{item.icon}</span>}
                {!collapsed && <span className={styles.label}>{item.label}</span>}
              </a>
            );
            return (
              <li key={item.key}>
                {collapsed ? (
                  <Tooltip content={item.label} relationship="description" positioning="after">
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
        {footer && !collapsed && <div className={styles.footer}>{footer}</div>}
      </nav>
    );
  },
);
SideMenu.displayName = 'SideMenu';
