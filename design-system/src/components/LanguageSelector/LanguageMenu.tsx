import * as React from 'react';
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons';
import type { LanguageSelectorProps } from './LanguageSelector';

/**
 * The language menu itself: Fluent's Menu with its positioning and focus management, loaded on
 * first use by LanguageSelector (about 20 KB gzip that a first visit to /login does not need).
 * It mounts because its trigger was pressed, so it opens at once (the focus goes to the first
 * language, and back to this trigger when the menu closes).
 */
export function LanguageMenu({ options, value, onChange, label, triggerLabel, appearance = 'subtle' }: LanguageSelectorProps) {
  const current = options.find((o) => o.value === value);
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_, data) => {
    const next = data.checkedItems[0];
    if (next && next !== value) onChange(next);
  };
  return (
    <Menu defaultOpen checkedValues={{ lang: [value] }} onCheckedValueChange={onCheckedValueChange}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance={appearance} icon={<GlobeRegular />} aria-label={triggerLabel ?? label}>
          {current?.label ?? value}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={label}>
          {options.map((o) => (
            <MenuItemRadio key={o.value} name="lang" value={o.value} lang={o.value}>
              {o.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
