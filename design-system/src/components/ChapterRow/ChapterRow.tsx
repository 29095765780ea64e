import * as React from 'react';
import { Link, mergeClasses } from '@fluentui/react-components';
import { CalendarClockRegular } from '@fluentui/react-icons';
import { StatusBadge } from '../StatusBadge';
import { ChapterRowActions } from './ChapterRowActions';
import { ChapterRowMarkers } from './ChapterRowMarkers';
import type { ChapterListProps, ChapterRowProps } from './ChapterRow.types';
import { useChapterRowStyles } from './useChapterRowStyles.styles';

const INTERACTIVE = 'a, button, input, textarea, select, [role="menuitem"], [role="button"]';

/**
 * One chapter in a chapter list: no., title (a link: Enter or click opens
 * it, as does a click anywhere on the row), words, status, release time,
 * markers and the edit/delete actions. A list item of fixed height, for
 * plain and virtual lists alike (see ChapterList and `CHAPTER_ROW_HEIGHTS`).
 */
export const ChapterRow = React.forwardRef<HTMLElement, ChapterRowProps>((props, ref) => {
  const {
    chapterNo,
    title,
    words,
    status,
    statusLabel,
    releaseTime,
    releaseDateTime,
    scheduled = status === 'scheduled',
    firstPaid = false,
    updatedContent,
    labels,
    href,
    onOpen,
    onEdit,
    onDelete,
    editDisabled = status === 'deleted',
    deleteDisabled = status === 'deleted',
    actionsAs = 'menu',
    density = 'comfortable',
    as = 'li',
    posInSet,
    setSize,
    className,
    style,
  } = props;
  const styles = useChapterRowStyles();
  const linkRef = React.useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const compact = density === 'compact';
  const badgeSize = compact ? 'small' : 'medium';

  // A click on the row's empty space acts as a click on the title link, so
  // there is one way in (the link) for keyboards, pointers and the router.
  const onRowClick = (event: React.MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!event.currentTarget.contains(target)) return; // from a portal (the menu)
    if (target.closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return; // selecting text, not opening
    linkRef.current?.click();
  };

  const Root = as;

  return (
    <Root
      ref={ref as React.Ref<HTMLLIElement & HTMLDivElement>}
      role={as === 'div' ? 'listitem' : undefined}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      data-status={status}
      className={mergeClasses(styles.root, styles[density], className)}
      style={style}
      onClick={onRowClick}
    >
      <div className={mergeClasses(styles.grid, actionsAs === 'buttons' && styles.gridButtons, compact && styles.compactText)}>
        <span className={styles.no}>{chapterNo}</span>
        <span className={styles.titleCell}>
          {href !== undefined ? (
            <Link ref={linkRef} href={href} onClick={onOpen} className={styles.title}>
              {title}
            </Link>
          ) : (
            <Link ref={linkRef} as="button" onClick={onOpen} className={styles.title}>
              {title}
            </Link>
          )}
          <ChapterRowMarkers firstPaid={firstPaid} updatedContent={updatedContent} firstPaidLabel={labels.firstPaid} badgeSize={badgeSize} />
        </span>
        <span className={styles.words}>{words}</span>
        <span className={styles.status}>
          <StatusBadge family="work" status={status} label={statusLabel} size={badgeSize} />
        </span>
        <span className={styles.release}>
          {releaseTime && (
            <>
              <span className={styles.visuallyHidden}>{labels.releaseTime}</span>
              {scheduled && <CalendarClockRegular className={styles.scheduledIcon} role="img" aria-label={labels.scheduled} aria-hidden={false} />}
              <time dateTime={releaseDateTime}>{releaseTime}</time>
            </>
          )}
        </span>
        <span className={styles.actions}>
          <ChapterRowActions
            onEdit={onEdit}
            onDelete={onDelete}
            editDisabled={editDisabled}
            deleteDisabled={deleteDisabled}
            actionsAs={actionsAs}
            size={compact ? 'small' : 'medium'}
            labels={labels}
          />
        </span>
      </div>
    </Root>
  );
});
ChapterRow.displayName = 'ChapterRow';

/** The list around ChapterRows: a named list, so each row is announced as "n of m". */
export const ChapterList = React.forwardRef<HTMLElement, ChapterListProps>((props, ref) => {
  // Destructured here, not in the parameter list: docgen gives every component of a file the
  // parameter defaults of all of them, and this `as = 'ul'` showed as ChapterRow's default.
  const { label, children, as = 'ul', className, style } = props;
  const styles = useChapterRowStyles();
  const Root = as;
  return (
    <Root ref={ref as React.Ref<HTMLUListElement & HTMLDivElement>} role="list" aria-label={label} className={mergeClasses(styles.list, className)} style={style}>
      {children}
    </Root>
  );
});
ChapterList.displayName = 'ChapterList';
