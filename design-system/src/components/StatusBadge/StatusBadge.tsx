import * as React from 'react';
import { Badge, makeStyles, mergeClasses } from '@fluentui/react-components';
import type { StatusBadgeProps } from './StatusBadge.types';
import { TONE_STYLES, statusTone } from './statusTones';

const useStyles = makeStyles({
  root: { maxWidth: '100%', minWidth: 0, whiteSpace: 'nowrap' },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * The status of a review, a work, updated content, a contract or a comment:
 * a Fluent Badge whose colour comes from the status's tone, with the tone's
 * icon so the meaning does not rest on colour alone.
 */
export const StatusBadge = React.forwardRef<HTMLDivElement, StatusBadgeProps>((props, ref) => {
  const { family, status, label, appearance = 'tint', size = 'medium', hideIcon = false, className, title } = props;
  const styles = useStyles();
  const tone = statusTone(family, status);
  const { color, icon: Icon } = TONE_STYLES[tone];
  return (
    <Badge
      ref={ref}
      appearance={appearance}
      color={color}
      size={size}
      shape="rounded"
      icon={hideIcon ? undefined : <Icon />}
      className={mergeClasses(styles.root, className)}
      title={title}
      data-family={family}
      data-status={status}
      data-tone={tone}
    >
      <span className={styles.label}>{label}</span>
    </Badge>
  );
});
StatusBadge.displayName = 'StatusBadge';
