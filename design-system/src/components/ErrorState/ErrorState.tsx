import * as React from 'react';
import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { EmptyState, type EmptyStateProps } from '../EmptyState';

export interface ErrorStateProps {
  /** what failed, e.g. "Your novels could not be loaded" */
  title: string;
  /** why, usually the server's translated `desc` */
  description?: React.ReactNode;
  /** called by the retry button; without it there is no retry button */
  onRetry?(): void;
  /** the retry button's text, e.g. "Try again" */
  retryLabel?: string;
  /** shows a spinner on the retry button and makes it unavailable; @default false */
  retrying?: boolean;
  /** more buttons or links, after the retry button */
  actions?: React.ReactNode;
  /** technical details (code, request id), folded away under `detailsLabel` */
  details?: React.ReactNode;
  /** the summary of the folded details, e.g. "Details"; required with `details` */
  detailsLabel?: string;
  /** replaces the error icon */
  icon?: React.ReactElement;
  /**
   * announce the failure when it appears (role="alert"). Turn off for a page
   * that is an error from the start (e.g. a server-rendered failure page),
   * where the heading is enough. @default true
   */
  announce?: boolean;
  /** heading level of the title; @default 2 */
  headingLevel?: EmptyStateProps['headingLevel'];
  /** 'large' for a whole page: a hero-size title; @default 'medium' */
  size?: EmptyStateProps['size'];
  /** class name added to the root `<div>` */
  className?: string;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center' },
  icon: { color: tokens.colorStatusDangerForeground1, '@media (forced-colors: active)': { color: 'CanvasText' } },
  details: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '560px',
    marginBlockStart: `calc(-1 * ${tokens.spacingVerticalXL})`,
    paddingInline: tokens.spacingHorizontalXL,
    paddingBlockEnd: tokens.spacingVerticalXL,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  summary: {
    cursor: 'pointer',
    width: 'fit-content',
    marginInline: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorBrandForegroundLink,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  detailsBody: {
    marginBlockStart: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    textAlign: 'start',
  },
});

/**
 * A failure where content would be: EmptyState's layout with an error icon,
 * the server's message, a retry button and folded technical details.
 */
export const ErrorState = React.forwardRef<HTMLDivElement, ErrorStateProps>((props, ref) => {
  const {
    title,
    description,
    onRetry,
    retryLabel,
    retrying = false,
    actions,
    details,
    detailsLabel,
    icon,
    announce = true,
    headingLevel = 2,
    size = 'medium',
    className,
  } = props;
  const styles = useStyles();
  const retry = onRetry && (
    <Button
      appearance="primary"
      icon={retrying ? <Spinner size="tiny" aria-hidden /> : <ArrowClockwiseRegular />}
      disabledFocusable={retrying}
      onClick={() => {
        if (!retrying) onRetry();
      }}
    >
      {retryLabel}
    </Button>
  );
  return (
    <div ref={ref} role={announce ? 'alert' : undefined} className={mergeClasses(styles.root, className)}>
      <EmptyState
        title={title}
        description={description}
        icon={icon ?? <ErrorCircleRegular className={styles.icon} />}
        headingLevel={headingLevel}
        size={size}
        actions={
          retry || actions ? (
            <>
              {retry}
              {actions}
            </>
          ) : undefined
        }
      />
      {details && (
        <details className={styles.details}>
          <summary className={styles.summary}>{detailsLabel}</summary>
          <div className={styles.detailsBody}>{details}</div>
        </details>
      )}
    </div>
  );
});
ErrorState.displayName = 'ErrorState';
