import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { CalendarCancelRegular, CalendarClockRegular, DeleteRegular, DocumentAddRegular, HistoryRegular, SaveRegular, SendRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Hint } from '@writers-center/design-system';
import type { ChapterStatus } from '../../../../domain/chapter';
import { LinkButton } from '../../../lib/LinkButton';
import { editor as e } from '../messages';

const useStyles = makeStyles({
  // The actions stay in reach at the top while the page scrolls: a bar fixed at the bottom covered
  // the text field's hint, its live word count and its error, which all sit under the field.
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    position: 'sticky',
    top: `calc(-1 * ${tokens.spacingHorizontalXXL})`,
    zIndex: 1,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
});

export interface ChapterActionsBarProps {
  status: ChapterStatus;
  live: boolean;
  /** the chapter is stored (history and deletion need it) */
  stored: boolean;
  /** focus mode: only what saving and releasing need */
  focused: boolean;
  apple: boolean;
  /** a publish or schedule is on its way */
  busy: boolean;
  /** the next chapter's number and the address that adds it after this one */
  next: { code: number; href(): string };
  onSave(): void;
  onSchedule(): void;
  onUnschedule(): void;
  onPublish(): void;
  onHistory(): void;
  onDelete(): void;
}

/** Save, schedule, publish; the history, the next chapter and deletion, as the chapter's state allows. */
export function ChapterActionsBar({ status, live, stored, focused, apple, busy, next, onSave, onSchedule, onUnschedule, onPublish, onHistory, onDelete }: ChapterActionsBarProps) {
  const intl = useIntl();
  const styles = useStyles();
  // Where the focus goes back when the schedule dialog or the history closes.
  const restoreFocus = useRestoreFocusTarget();
  return (
    <div className={styles.actions}>
      <Hint content={intl.formatMessage(e.saveShortcut, { keys: apple ? '⌘S' : intl.formatMessage(e.ctrlS) })} relationship="description">
        <Button icon={<SaveRegular />} aria-keyshortcuts={apple ? 'Meta+S' : 'Control+S'} onClick={onSave}>
          {intl.formatMessage(e.saveDraft)}
        </Button>
      </Hint>
      {!live && (
        <Button {...restoreFocus} icon={<CalendarClockRegular />} onClick={onSchedule}>
          {intl.formatMessage(e.schedule)}
        </Button>
      )}
      {status === 'scheduled' && (
        <Button icon={<CalendarCancelRegular />} onClick={onUnschedule}>
          {intl.formatMessage(e.unschedule)}
        </Button>
      )}
      <Button appearance="primary" icon={<SendRegular />} disabled={busy} onClick={onPublish}>
        {intl.formatMessage(live ? e.submitUpdate : e.publish)}
      </Button>
      <span className={styles.spacer} />
      {stored && !focused && (
        <Button {...restoreFocus} icon={<HistoryRegular />} onClick={onHistory}>
          {intl.formatMessage(e.history)}
        </Button>
      )}
      {live && !focused && (
        <LinkButton icon={<DocumentAddRegular />} href={next.href()}>
          {intl.formatMessage(e.nextChapter, { code: next.code })}
        </LinkButton>
      )}
      {stored && !focused && (status === 'draft' || status === 'scheduled') && (
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={onDelete}>
          {intl.formatMessage(e.delete)}
        </Button>
      )}
    </div>
  );
}
