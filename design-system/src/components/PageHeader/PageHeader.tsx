import * as React from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';

export interface PageHeaderMetaItem {
  key: string;
  /** e.g. "Novel no." — shown before the value */
  label?: string;
  value: React.ReactNode;
  icon?: React.ReactElement;
}

export interface PageHeaderProps {
  /** the page's title, rendered as its only h1 */
  title: string;
  /** a line under the title saying what the page is for */
  description?: React.ReactNode;
  /** buttons for the page's main actions; they wrap under the title on narrow screens */
  actions?: React.ReactNode;
  /** a row of small facts under the title, e.g. novel no., chapters, last update */
  meta?: readonly PageHeaderMetaItem[];
  /** where the back button goes; with neither `backHref` nor `onBack` there is no back button */
  backHref?: string;
  /** called when the back button is used (call `preventDefault()` to route in the app) */
  onBack?(event: React.MouseEvent<HTMLElement>): void;
  /** accessible name of the back button, e.g. "Back to My Works"; required when there is a back button */
  backLabel?: string;
  /** class name added to the root `<div>` */
  className?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    paddingBlockEnd: tokens.spacingVerticalL,
  },
  main: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flex: '1 1 320px', minWidth: 0 },
  back: { flexShrink: 0, marginBlockStart: '2px' },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: {
    margin: 0,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  description: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
    maxWidth: '72ch',
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  metaIcon: { display: 'inline-flex', fontSize: tokens.fontSizeBase400 },
  metaLabel: { color: tokens.colorNeutralForeground3 },
  metaValue: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', marginInlineStart: 'auto' },
});

/**
 * The top of a page: its h1, what the page is for, small facts and the page's
 * actions. No breadcrumb: the shell's top bar has one.
 */
export const PageHeader = React.forwardRef<HTMLDivElement, PageHeaderProps>(
  ({ title, description, actions, meta, backHref, onBack, backLabel, className }, ref) => {
    const styles = useStyles();
    const hasBack = backHref !== undefined || onBack !== undefined;
    const backProps = {
      appearance: 'subtle' as const,
      icon: <ArrowLeftRegular />,
      'aria-label': backLabel,
      title: backLabel,
      className: styles.back,
      onClick: onBack,
    };
    return (
      <div ref={ref} className={mergeClasses(styles.root, className)}>
        <div className={styles.main}>
          {hasBack && (backHref !== undefined ? <Button as="a" href={backHref} {...backProps} /> : <Button {...backProps} />)}
          <div className={styles.text}>
            <h1 className={styles.title}>{title}</h1>
            {description && <p className={styles.description}>{description}</p>}
            {meta && meta.length > 0 && (
              <ul className={styles.meta}>
                {meta.map((item) => (
                  <li key={item.key} className={styles.metaItem}>
                    {item.icon && (
                      <span className={styles.metaIcon} aria-hidden>
                        {item.icon}
                      </span>
                    )}
                    {item.label && <span className={styles.metaLabel}>{item.label}</span>}
                    <span className={styles.metaValue}>{item.value}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    );
  },
);
PageHeader.displayName = 'PageHeader';
