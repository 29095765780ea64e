import * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

export interface EmptyStateProps {
  /** the message's heading, e.g. "No novels yet" */
  title: string;
  /** a sentence or two under the title: why it is empty, what to do */
  description?: React.ReactNode;
  /** a large illustrative icon */
  icon?: React.ReactElement;
  /** buttons or links that lead on */
  actions?: React.ReactNode;
  /** heading level of the title; @default 2 */
  headingLevel?: 1 | 2 | 3;
  /** 'large' for a whole page: a hero-size title; @default 'medium' */
  size?: 'medium' | 'large';
  /** class name added to the root `<section>` */
  className?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalXL,
    marginInline: 'auto',
    maxWidth: '560px',
  },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1, display: 'inline-flex' },
  large: { '& h1, & h2, & h3': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 } },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  description: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center', marginTop: tokens.spacingVerticalS },
});

/** A message where content would be: nothing yet, coming soon, not found. */
export const EmptyState = React.forwardRef<HTMLElement, EmptyStateProps>(
  ({ title, description, icon, actions, headingLevel = 2, size = 'medium', className }, ref) => {
    const styles = useStyles();
    const Heading = `h${headingLevel}` as const;
    return (
      <section ref={ref} className={mergeClasses(styles.root, size === 'large' && styles.large, className)}>
        {icon && <span className={styles.icon} aria-hidden>{icon}</span>}
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </section>
    );
  },
);
EmptyState.displayName = 'EmptyState';
