import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';

export interface NotificationBellProps {
  /** show the unread dot; @default false */
  unread?: boolean;
  /** accessible name, e.g. "Messages" */
  label: string;
  /** appended to the name when there is something unread, e.g. "unread messages" */
  unreadLabel: string;
  /** makes the bell a link to this address (e.g. the message list); without it, a button */
  href?: string;
  /** called on activation (with `href`, call preventDefault on the event to route in the app) */
  onClick?(event: React.MouseEvent<HTMLElement>): void;
}

const useStyles = makeStyles({
  root: { position: 'relative' },
  dot: {
    position: 'absolute',
    top: '6px',
    right: '6px',
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    boxShadow: `0 0 0 2px ${tokens.colorNeutralBackground1}`,
    pointerEvents: 'none',
    '@media (forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

/** The message icon of the top bar, with a dot when there are unread messages. */
export const NotificationBell = ({ unread = false, label, unreadLabel, href, onClick }: NotificationBellProps) => {
  const styles = useStyles();
  const name = unread ? `${label}, ${unreadLabel}` : label;
  return (
    <span className={styles.root}>
      {href ? (
        <Button as="a" href={href} appearance="subtle" icon={<AlertRegular />} aria-label={name} onClick={onClick} />
      ) : (
        <Button appearance="subtle" icon={<AlertRegular />} aria-label={name} onClick={onClick} />
      )}
      {unread && <span className={styles.dot} data-testid="unread-dot" aria-hidden />}
    </span>
  );
};
NotificationBell.displayName = 'NotificationBell';
