import * as React from 'react';
import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, type MenuProps } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons';

export interface LanguageOption {
  /** locale code, e.g. "es" */
  value: string;
  /** the language's name in its own language */
  label: string;
}

export interface LanguageSelectorProps {
  /** the languages offered, in order */
  options: readonly LanguageOption[];
  /** the current language's `value` (locale code), checked in the menu and named on the trigger */
  value: string;
  /** called with the chosen locale code when another language is picked */
  onChange(value: string): void;
  /** accessible name of the list, e.g. "Language" */
  label: string;
  /** accessible name of the trigger, naming the current language, e.g. "Language: English" */
  triggerLabel?: string;
  /** Fluent's button appearance of the trigger; @default 'subtle' */
  appearance?: 'subtle' | 'outline' | 'transparent';
}

/** A menu of the interface languages; each named in its own language. */
export const LanguageSelector = ({ options, value, onChange, label, triggerLabel, appearance = 'subtle' }: LanguageSelectorProps) => {
  const current = options.find((o) => o.value === value);
  const onCheckedValueChange: MenuProps['onCheckedValueChange'] = (_, data) => {
    const next = data.checkedItems[0];
    if (next && next !== value) onChange(next);
  };
  return (
    <Menu checkedValues={{ lang: [value] }} onCheckedValueChange={onCheckedValueChange}>
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
};
LanguageSelector.displayName = 'LanguageSelector';
