import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { MegaphoneRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, SkeletonText } from '@writers-center/design-system';
import type { AnnouncementWire } from '../../../../domain/api/announcements';
import { commonMessages } from '../../../lib/common-messages';
import { failureText } from '../../../lib/http-messages';
import { m } from '../messages';
import { AnnouncementItem } from './AnnouncementItem';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface AnnouncementListProps {
  /** the list as announcement.list answered it (undefined while it loads) */
  announcements: AnnouncementWire[] | undefined;
  error?: unknown;
  onRetry(): void;
  /** a novel's title by its id */
  novelTitles: ReadonlyMap<number, string>;
  onWrite(): void;
  onEdit(a: AnnouncementWire): void;
  onWithdraw(a: AnnouncementWire): void;
}

/** The author's announcements, newest first; while loading, when there are none, and when they could not be loaded. */
export function AnnouncementList({ announcements, error, onRetry, novelTitles, onWrite, onEdit, onWithdraw }: AnnouncementListProps) {
  const intl = useIntl();
  const styles = useStyles();
  if (error && !announcements)
    return <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={onRetry} headingLevel={3} />;
  if (!announcements) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={4} />;
  if (!announcements.length)
    return (
      <EmptyState
        icon={<MegaphoneRegular />}
        title={intl.formatMessage(m.empty)}
        description={intl.formatMessage(m.emptyHint)}
        headingLevel={3}
        actions={
          <Button appearance="primary" onClick={onWrite}>
            {intl.formatMessage(m.write)}
          </Button>
        }
      />
    );
  // Newest first, whatever order the answer came in.
  const sorted = [...announcements].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.announcement_id - a.announcement_id);
  const nameOf = (a: AnnouncementWire) =>
    a.original_book_id === null ? intl.formatMessage(m.allNovels) : (novelTitles.get(a.original_book_id) ?? intl.formatMessage(m.unknownNovel, { id: a.original_book_id }));
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(m.listTitle)}>
      {sorted.map((a) => (
        <AnnouncementItem key={a.announcement_id} announcement={a} novelName={nameOf(a)} onEdit={onEdit} onWithdraw={onWithdraw} />
      ))}
    </ul>
  );
}
