import * as React from 'react';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { AvatarTrigger, type AvatarMenuProps } from './AvatarMenu';

/**
 * AvatarMenu's menu itself, loaded on first use. It mounts because its trigger was pressed, so it
 * opens at once (the focus goes to the first entry, and back to this trigger when it closes).
 */
export function AccountMenu({ name, avatarUrl, items, onSelect, label, showName = true }: AvatarMenuProps) {
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <AvatarTrigger name={name} avatarUrl={avatarUrl} label={label} showName={showName} />
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
}
