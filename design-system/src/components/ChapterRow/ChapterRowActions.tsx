import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ChapterRowLabels } from './ChapterRow.types';
import { useChapterRowStyles } from './useChapterRowStyles.styles';

export interface ChapterRowActionsProps {
  onEdit?(): void;
  onDelete?(): void;
  editDisabled: boolean;
  deleteDisabled: boolean;
  actionsAs: 'menu' | 'buttons';
  size: 'small' | 'medium';
  labels: ChapterRowLabels;
}

/** A chapter's edit and delete actions: a menu behind one button, or two icon buttons. */
export function ChapterRowActions(props: ChapterRowActionsProps) {
  if (props.onEdit === undefined && props.onDelete === undefined) return null;
  return props.actionsAs === 'menu' ? <ActionsMenu {...props} /> : <ActionButtons {...props} />;
}

function ActionsMenu({ onEdit, onDelete, editDisabled, deleteDisabled, size, labels }: ChapterRowActionsProps) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" size={size} icon={<MoreHorizontalRegular />} aria-label={labels.moreActions} />
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
  );
}

function ActionButtons({ onEdit, onDelete, editDisabled, deleteDisabled, size, labels }: ChapterRowActionsProps) {
  const styles = useChapterRowStyles();
  return (
    <>
      {onEdit && (
        <Button
          appearance="subtle"
          size={size}
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
          size={size}
          icon={<DeleteRegular />}
          aria-label={labels.delete}
          title={labels.delete}
          disabledFocusable={deleteDisabled}
          className={deleteDisabled ? undefined : styles.danger}
          onClick={() => !deleteDisabled && onDelete()}
        />
      )}
    </>
  );
}
