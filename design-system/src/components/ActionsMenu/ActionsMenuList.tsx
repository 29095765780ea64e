import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ActionsMenuProps } from './ActionsMenu';

/**
 * The actions menu itself: Fluent's Menu, loaded on first use by ActionsMenu. It mounts because
 * its trigger was pressed, so it opens at once (the focus goes to the first action, and back to
 * this trigger when the menu closes).
 */
export function ActionsMenuList({ items, label, icon = <MoreHorizontalRegular />, size = 'small' }: ActionsMenuProps) {
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <Button size={size} appearance="subtle" icon={icon} aria-label={label} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={label}>
          {items.map((item) => (
            <MenuItem key={item.key} icon={item.icon} onClick={item.onSelect}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
