import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLoadedOnPress } from '../../utils/useLoadedOnPress';
import { AvatarPicture } from './AvatarPicture';

export interface AvatarMenuItem {
  key: string;
  label: string;
  icon?: React.ReactElement;
}

export interface AvatarMenuProps {
  /** the author name shown beside the avatar */
  name: string;
  /** address of the author's picture; without it the generic person icon */
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

type TriggerProps = Pick<AvatarMenuProps, 'name' | 'avatarUrl' | 'label' | 'showName'> & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'name' | 'color'>;

/** The avatar and name button; the same for the stand-in and for the menu's own trigger. */
export const AvatarTrigger = React.forwardRef<HTMLButtonElement, TriggerProps>(({ name, avatarUrl, label, showName = true, ...button }, ref) => {
  const styles = useStyles();
  return (
    <Button ref={ref} appearance="subtle" className={styles.trigger} aria-label={label} {...button}>
      {/* No initials: visible text inside the button must belong to its accessible name (WCAG 2.5.3). */}
      <AvatarPicture src={avatarUrl} />
      {showName && <span className={styles.name}>{name}</span>}
    </Button>
  );
});
AvatarTrigger.displayName = 'AvatarTrigger';

const loadMenu = () => import('./AccountMenu').then((m) => m.AccountMenu);

/**
 * The author's name and avatar; opens a menu with sign out. Until first pressed only the button
 * is here: the menu, its positioning and focus management are fetched when the pointer or the
 * focus comes to it, and put in its place, open, on the press (never mid-click).
 */
export const AvatarMenu = (props: AvatarMenuProps) => {
  const { Loaded: Menu, triggerProps } = useLoadedOnPress<AvatarMenuProps>(loadMenu);
  if (Menu) return <Menu {...props} />;
  return <AvatarTrigger name={props.name} avatarUrl={props.avatarUrl} label={props.label} showName={props.showName} {...triggerProps} />;
};
AvatarMenu.displayName = 'AvatarMenu';
