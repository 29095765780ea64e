import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useLoadedOnPress } from '../../utils/useLoadedOnPress';

export interface ActionsMenuItem {
  /** unique among the menu's items */
  key: string;
  /** the item's text */
  label: string;
  icon?: React.ReactElement;
  /** called when the item is chosen (click, Enter or Space) */
  onSelect(): void;
}

export interface ActionsMenuProps {
  /** the actions, in order */
  items: readonly ActionsMenuItem[];
  /** the trigger's accessible name, naming what the actions are about, e.g. "More actions for The Ember Road" */
  label: string;
  /** the trigger's icon; @default MoreHorizontalRegular */
  icon?: React.ReactElement;
  /** the trigger's size (a table row's is small); @default 'small' */
  size?: 'small' | 'medium';
}

const loadMenu = () => import('./ActionsMenuList').then((m) => m.ActionsMenuList);

/**
 * An icon button that opens a short menu of actions (a table row's "more" button). Until it is
 * first pressed only the button is here: the menu, its positioning and focus management are
 * fetched when the pointer comes over it or it takes the focus, and put in its place, open, when
 * it is pressed (never mid-click, so no press is lost).
 */
export const ActionsMenu = (props: ActionsMenuProps) => {
  const { label, icon = <MoreHorizontalRegular />, size = 'small' } = props;
  const { Loaded: Menu, triggerProps } = useLoadedOnPress<ActionsMenuProps>(loadMenu);
  if (Menu) return <Menu {...props} />;
  return <Button size={size} appearance="subtle" icon={icon} aria-label={label} {...triggerProps} />;
};
ActionsMenu.displayName = 'ActionsMenu';
