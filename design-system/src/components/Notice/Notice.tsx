import * as React from 'react';
import { Button, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { loadable } from '../../utils/loadable';
import type { NoticeViewProps } from './NoticeView';

const noticeView = loadable<NoticeViewProps>(() => import('./NoticeView'));

export interface NoticeProps {
  /** what kind of news it is: its colour and icon */
  intent: 'info' | 'success' | 'warning' | 'error';
  /** a short bold lead before the text */
  title?: string;
  /** the text */
  children: React.ReactNode;
  /** buttons acting on it (restore, reload, retry) */
  actions?: React.ReactNode;
  /** closes the notice: a dismiss button in its corner, named by `dismissLabel` */
  onDismiss?(): void;
  /** the dismiss button's accessible name (with `onDismiss`) */
  dismissLabel?: string;
  /** `multiline` puts the actions under the text; `auto` decides from the width; @default 'auto' */
  layout?: 'singleline' | 'multiline' | 'auto';
  /** `alert` for a problem announced at once, `status` for news announced politely; none for what was there with the page */
  role?: 'alert' | 'status';
  /** announces changes of a notice that has no role */
  'aria-live'?: 'polite' | 'assertive';
  /** the page's own placement */
  className?: string;
  /** names the notice for tests */
  'data-testid'?: string;
}

const useStyles = makeStyles({
  // Until its code is in, the notice is the same box with the same text: the page does not jump.
  fallback: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    minHeight: '36px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS} calc(${tokens.spacingHorizontalM} + 28px)`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  success: { backgroundColor: tokens.colorStatusSuccessBackground1, ...shorthands.borderColor(tokens.colorStatusSuccessBorder1) },
  warning: { backgroundColor: tokens.colorStatusWarningBackground1, ...shorthands.borderColor(tokens.colorStatusWarningBorder1) },
  error: { backgroundColor: tokens.colorStatusDangerBackground1, ...shorthands.borderColor(tokens.colorStatusDangerBorder1) },
  title: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginInlineStart: 'auto' },
});

/**
 * A notice in a page: a draft restored, a rejection's reason, a problem with the form. Fluent's
 * MessageBar (with its motion code, about 7 KiB gzip) loads with the first notice a page shows, not
 * with every page that might show one; until then the notice is a plain box with the same text
 * and actions, marked `data-code-loading` for screenshots to wait on.
 */
export function Notice(props: NoticeProps) {
  const styles = useStyles();
  const View = noticeView.useComponent(true);
  // An announced notice (an alert, a status) is announced once, as the MessageBar: the stand-in
  // takes its role only if the code cannot come (offline), so it is never announced twice.
  const [failed, setFailed] = React.useState(false);
  React.useEffect(() => {
    if (!View) noticeView.load().catch(() => setFailed(true));
  }, [View]);
  if (View) return <View {...props} />;
  const { intent, title, children, actions, onDismiss, dismissLabel, className } = props;
  return (
    <div
      role={failed ? props.role : undefined}
      aria-live={failed ? props['aria-live'] : undefined}
      data-testid={props['data-testid']}
      data-code-loading=""
      className={mergeClasses(styles.fallback, intent !== 'info' && styles[intent], className)}
    >
      <div>
        {title && <span className={styles.title}>{title}</span>}
        {children}
      </div>
      {(actions || onDismiss) && (
        <div className={styles.actions}>
          {actions}
          {onDismiss && (
            <Button appearance="transparent" icon={<DismissRegular />} aria-label={dismissLabel} onClick={onDismiss} />
          )}
        </div>
      )}
    </div>
  );
}
