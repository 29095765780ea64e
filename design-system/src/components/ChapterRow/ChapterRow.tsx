import * as React from 'react';
import {
  Badge,
  Button,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
} from '@fluentui/react-components';
import { CalendarClockRegular, DeleteRegular, EditRegular, MoneyRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { StatusBadge } from '../StatusBadge';
import type { ChapterListProps, ChapterRowProps } from './ChapterRow.types';
import { useChapterRowStyles } from './useChapterRowStyles.styles';

/** A marker badge squeezed to its icon (matches `marker.minWidth`). */
const MARKER_MIN_PX = 24;

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

  const markerCount = (firstPaid ? 1 : 0) + (updatedContent ? 1 : 0);
  const Root = as;
  const hasActions = onEdit !== undefined || onDelete !== undefined;

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
          {markerCount > 0 && (
            // Room for at least each marker's icon: the container clips, so its children's minimum does not count.
            <span className={styles.markers} style={{ minWidth: markerCount * MARKER_MIN_PX + (markerCount - 1) * 4 }}>
              {firstPaid && (
                <Badge appearance="outline" color="brand" shape="rounded" size={badgeSize} icon={<MoneyRegular />} className={styles.marker} title={labels.firstPaid}>
                  <span className={styles.markerLabel}>{labels.firstPaid}</span>
                </Badge>
              )}
              {updatedContent && (
                <StatusBadge
                  family="updatedContent"
                  status={updatedContent.status}
                  label={updatedContent.label}
                  size={badgeSize}
                  className={styles.marker}
                  title={updatedContent.label}
                />
              )}
            </span>
          )}
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
          {hasActions && actionsAs === 'menu' && (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button appearance="subtle" size={compact ? 'small' : 'medium'} icon={<MoreHorizontalRegular />} aria-label={labels.moreActions} />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {onEdit && (
                    <MenuItem icon={<EditRegular />} disabled={editDisabled} onClick={onEdit}>
                      {labels.edit}
                    </MenuItem>
                  )}
                  {onDelete && (
                    <MenuItem icon={<DeleteRegular />} disabled={deleteDisabled} onClick={onDelete}>
                      {labels.delete}
                    </MenuItem>
                  )}
                </MenuList>
              </MenuPopover>
            </Menu>
          )}
          {hasActions && actionsAs === 'buttons' && (
            <>
              {onEdit && (
                <Button
                  appearance="subtle"
                  size={compact ? 'small' : 'medium'}
                  icon={<EditRegular />}
                  aria-label={labels.edit}
                  title={labels.edit}
                  disabledFocusable={editDisabled}
                  onClick={() => !editDisabled && onEdit()}
                />
              )}
              {onDelete && (
                <Button
                  appearance="subtle"
                  size={compact ? 'small' : 'medium'}
                  icon={<DeleteRegular />}
                  aria-label={labels.delete}
                  title={labels.delete}
                  disabledFocusable={deleteDisabled}
                  className={deleteDisabled ? undefined : styles.danger}
                  onClick={() => !deleteDisabled && onDelete()}
                />
              )}
            </>
          )}
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
