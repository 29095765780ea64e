import * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { loadable } from '../../utils/loadable';

const railTip = loadable(() => import('./RailTip'));
/** Fluent's tooltip delays, in ms */
const SHOW_DELAY_MS = 250;
const HIDE_DELAY_MS = 250;

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
  railItem: { position: 'relative' },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  footer: { padding: tokens.spacingHorizontalM, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

/**
 * The closed menu's tooltips: one at a time, shown a moment after the pointer or the keyboard's
 * focus comes to a link, hidden as it leaves, on blur or on Escape.
 */
function useRailTips(collapsed: boolean) {
  const [shown, setShown] = React.useState<string>();
  const timer = React.useRef<number>(undefined);
  const later = (key: string | undefined, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(key), delay);
  };
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (key: string) => {
    railTip.preload();
    later(key, SHOW_DELAY_MS);
  };
  const handlers = (key: string) => ({
    onPointerEnter: () => show(key),
    onPointerLeave: () => later(undefined, HIDE_DELAY_MS),
    onFocus: (e: React.FocusEvent<HTMLElement>) => e.currentTarget.matches(':focus-visible') && show(key),
    onBlur: () => later(undefined, 0),
    onKeyDown: (e: React.KeyboardEvent) => e.key === 'Escape' && later(undefined, 0),
  });
  return { shown: collapsed ? shown : undefined, handlers, dismiss: () => later(undefined, 0) };
}

/** The portal's side menu: logo, one link per route, footer links. */
export const SideMenu = React.forwardRef<HTMLElement, SideMenuProps>(
  ({ items, selectedKey, collapsed = false, label, header, footer, onNavigate, className }, ref) => {
    const styles = useStyles();
    const tips = useRailTips(collapsed);
    const RailTip = railTip.useComponent(tips.shown !== undefined);
    const tipId = `${React.useId()}-tip-`;
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
                aria-describedby={RailTip && tips.shown === item.key ? tipId + item.key : undefined}
                {...(collapsed ? tips.handlers(item.key) : {})}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(e) => onNavigate?.(item, e)}
              >
                {item.icon && <span className={styles.icon} aria-hidden>{item.icon}</span>}
                {!collapsed && <span className={styles.label}>{item.label}</span>}
              </a>
            );
            return (
              <li key={item.key} className={collapsed ? styles.railItem : undefined}>
                {link}
                {RailTip && tips.shown === item.key && <RailTip id={tipId + item.key} label={item.label} onDismiss={tips.dismiss} />}
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
