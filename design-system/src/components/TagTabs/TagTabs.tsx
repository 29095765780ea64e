import * as React from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';

export interface TagTab {
  key: string;
  label: string;
  href: string;
}

export interface TagTabsProps {
  /** the visited pages, in order; nothing is rendered when empty */
  tabs: readonly TagTab[];
  /** the `key` of the current page's tab: highlighted and marked aria-current="page" */
  selectedKey?: string;
  /** accessible name, e.g. "Visited pages" */
  label: string;
  /** accessible name of a tab's close button, e.g. (label) => `Close ${label}` */
  closeLabel(tab: TagTab): string;
  /** client-side navigation: called on a tab's click; call preventDefault on the event to take over */
  onNavigate?(tab: TagTab, event: React.MouseEvent<HTMLAnchorElement>): void;
  /** called by a tab's close button; without it the tabs have no close buttons */
  onClose?(tab: TagTab): void;
  /** class name added to the root `<ul>` */
  className?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalL,
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  tab: {
    display: 'inline-flex',
    alignItems: 'center',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    whiteSpace: 'nowrap',
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
    '& a, & button': { color: tokens.colorNeutralForegroundOnBrand },
    '@media (forced-colors: active)': { outline: `${tokens.strokeWidthThick} solid Highlight` },
  },
  link: {
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  close: { minWidth: '24px', height: '24px' },
});

/** Tabs of the pages visited in this session, each closable. */
export const TagTabs = React.forwardRef<HTMLUListElement, TagTabsProps>(
  ({ tabs, selectedKey, label, closeLabel, onNavigate, onClose, className }, ref) => {
    const styles = useStyles();
    if (tabs.length === 0) return null;
    return (
      <ul ref={ref} aria-label={label} className={mergeClasses(styles.root, className)}>
        {tabs.map((tab) => {
          const selected = tab.key === selectedKey;
          return (
            <li key={tab.key} className={mergeClasses(styles.tab, selected && styles.selected)}>
              <a href={tab.href} className={styles.link} aria-current={selected ? 'page' : undefined} onClick={(e) => onNavigate?.(tab, e)}>
                {tab.label}
              </a>
              {onClose && (
                <Button
                  size="small"
                  appearance="transparent"
                  className={styles.close}
                  icon={<DismissRegular />}
                  aria-label={closeLabel(tab)}
                  onClick={() => onClose(tab)}
                />
              )}
            </li>
          );
        })}
      </ul>
    );
  },
);
TagTabs.displayName = 'TagTabs';
