import * as React from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';

/*
 * A section of a page in a card: Fluent's Card, CardHeader and CardFooter as the portal uses them
 * (not selectable, not clickable, medium size), drawn with the same styles. Fluent's Card carries
 * its selection, checkbox, floating action and focus-group machinery into every page that shows one
 * (about 8 KiB gzip on the dashboard), for cards that only hold content.
 */
const useStyles = makeStyles({
  root: {
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    padding: '12px',
    gap: '12px',
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    // The border on a layer above the content, as Fluent draws it.
    '::after': {
      position: 'absolute',
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      content: '""',
      pointerEvents: 'none',
      ...shorthands.borderStyle('solid'),
      ...shorthands.borderWidth(tokens.strokeWidthThin),
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  filled: { backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4, '::after': { ...shorthands.borderColor(tokens.colorTransparentStroke) } },
  outline: { backgroundColor: tokens.colorTransparentBackground, boxShadow: 'none', '::after': { ...shorthands.borderColor(tokens.colorNeutralStroke1) } },
  // A panel's header and footer keep their height; what is between them may shrink (Fluent's rule).
  header: { alignItems: 'center', flexShrink: 0 },
  headerFlex: { display: 'flex' },
  headerGrid: { display: 'grid', gridAutoColumns: 'min-content 1fr min-content' },
  image: { display: 'inline-flex', marginRight: '12px' },
  imageGrid: { gridColumnStart: '1', gridRowStart: 'span 2' },
  title: { display: 'flex' },
  titleFlex: { flexGrow: 1 },
  titleGrid: { gridColumnStart: '2', gridRowStart: '1' },
  description: { display: 'flex', gridColumnStart: '2', gridRowStart: '2' },
  action: {
    marginLeft: '12px',
    '@media (forced-colors: active)': { '& .fui-Button, & .fui-Link': { ...shorthands.borderColor('currentColor'), color: 'currentColor', outlineColor: 'currentColor' } },
  },
  actionGrid: { gridColumnStart: '3', gridRowStart: 'span 2' },
  footer: { display: 'flex', flexDirection: 'row', gap: '12px', flexShrink: 0 },
});

export interface PanelProps extends React.HTMLAttributes<HTMLDivElement> {
  /** `filled`: on a raised surface (the default); `outline`: a bordered area on the page's own background */
  appearance?: 'filled' | 'outline';
}

/** A section of a page in a card (a group: name it with `aria-labelledby` where it has a heading). */
export const Panel = React.forwardRef<HTMLDivElement, PanelProps>(({ appearance = 'filled', className, ...rest }, ref) => {
  const styles = useStyles();
  return <div ref={ref} role="group" {...rest} className={mergeClasses(styles.root, styles[appearance], className)} />;
});
Panel.displayName = 'Panel';

export interface PanelHeaderProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'title'> {
  /** the panel's title (a heading element, usually) */
  header: React.ReactNode;
  /** a line under the title */
  description?: React.ReactNode;
  /** an icon or picture before the title */
  image?: React.ReactNode;
  /** a button or link at the end */
  action?: React.ReactNode;
}

/** A panel's title row: picture, title and description, and an action at the end. */
export const PanelHeader = React.forwardRef<HTMLDivElement, PanelHeaderProps>(({ header, description, image, action, className, ...rest }, ref) => {
  const styles = useStyles();
  const grid = description !== undefined && description !== null;
  return (
    <div ref={ref} {...rest} className={mergeClasses(styles.header, grid ? styles.headerGrid : styles.headerFlex, className)}>
      {image && <div className={mergeClasses(styles.image, grid && styles.imageGrid)}>{image}</div>}
      <div className={mergeClasses(styles.title, grid ? styles.titleGrid : styles.titleFlex)}>{header}</div>
      {grid && <div className={styles.description}>{description}</div>}
      {action && <div className={mergeClasses(styles.action, grid && styles.actionGrid)}>{action}</div>}
    </div>
  );
});
PanelHeader.displayName = 'PanelHeader';

/** A panel's row of actions at its end. */
export const PanelFooter = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(({ className, ...rest }, ref) => {
  const styles = useStyles();
  return <div ref={ref} {...rest} className={mergeClasses(styles.footer, className)} />;
});
PanelFooter.displayName = 'PanelFooter';
