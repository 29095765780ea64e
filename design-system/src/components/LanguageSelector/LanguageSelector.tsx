import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons';
import { useLoadedOnPress } from '../../utils/useLoadedOnPress';

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

const loadMenu = () => import('./LanguageMenu').then((m) => m.LanguageMenu);

/**
 * A menu of the interface languages; each named in its own language. Until it is first pressed
 * only its trigger is here: the menu, its positioning and focus management are fetched when the
 * pointer comes over it or it takes the focus, and put in its place, open, when it is pressed
 * (never mid-click, so no press is lost).
 */
export const LanguageSelector = (props: LanguageSelectorProps) => {
  const { options, value, label, triggerLabel, appearance = 'subtle' } = props;
  const { Loaded: Menu, triggerProps } = useLoadedOnPress<LanguageSelectorProps>(loadMenu);
  if (Menu) return <Menu {...props} />;
  const current = options.find((o) => o.value === value);
  return (
    <Button appearance={appearance} icon={<GlobeRegular />} aria-label={triggerLabel ?? label} {...triggerProps}>
      {current?.label ?? value}
    </Button>
  );
};
LanguageSelector.displayName = 'LanguageSelector';
