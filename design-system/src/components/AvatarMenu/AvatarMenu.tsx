import * as React from 'react';
import { Avatar, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';

export interface AvatarMenuItem {
  key: string;
  label: string;
  icon?: React.ReactElement;
}

export interface AvatarMenuProps {
  /** the author name shown beside the avatar */
  name: string;
  /** address of the author's picture; without it Fluent's generic avatar icon */
  avatarUrl?: string | null;
  /** the menu's entries, e.g. sign out */
  items: readonly AvatarMenuItem[];
  /** called with the chosen item's `key` */
  onSelect(key: string): void;
  /** full accessible name of the trigger, e.g. "Account menu: Mara Quill" */
  label: string;
  /** hide the name on narrow bars; @default true */
  showName?: boolean;
}

const useStyles = makeStyles({
  trigger: { gap: tokens.spacingHorizontalS, maxWidth: '240px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The author's name and avatar; opens a menu with sign out. */
export const AvatarMenu = ({ name, avatarUrl, items, onSelect, label, showName = true }: AvatarMenuProps) => {
  const styles = useStyles();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" className={styles.trigger} aria-label={label}>
          {/* No initials: visible text inside the button must belong to its accessible name (WCAG 2.5.3). */}
          <Avatar image={avatarUrl ? { src: avatarUrl, alt: '' } : undefined} size={28} color="brand" aria-hidden />
          {showName && <span className={styles.name}>{name}</span>}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.key} icon={item.icon} onClick={() => onSelect(item.key)}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
AvatarMenu.displayName = 'AvatarMenu';
