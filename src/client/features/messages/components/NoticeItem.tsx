import { Badge, Button, Link, Text } from '@fluentui/react-components';
import { AlertRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { mergeClasses } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { NoticeEntry } from '../../../../domain/api/notifications';
import { formatDateTime } from '../../../lib/dates';
import { markNoticesRead } from '../api/mark-notices-read';
import { messages as m } from '../messages';
import { useMessageStyles } from './styles';

/** One of the author's notices: unread and action-required marks, a deep link (read on the way), mark as read. */
export function NoticeItem({ notice: n, onChanged }: { notice: NoticeEntry; onChanged(): void }) {
  const intl = useIntl();
  const styles = useMessageStyles();
  const navigate = useNavigate();
  return (
    <li className={mergeClasses(styles.item, !n.read && styles.unread)}>
      <AlertRegular className={styles.icon} aria-hidden />
      <div className={styles.body}>
        <div className={styles.heading}>
          <Text as="h3" weight="semibold" size={400}>
            {n.title}
          </Text>
          {!n.read && <Badge appearance="tint">{intl.formatMessage(m.unread)}</Badge>}
          {n.action_required && <Badge color="warning">{intl.formatMessage(m.actionRequired)}</Badge>}
        </div>
        <Text>{n.body}</Text>
        <Text size={200} className={styles.meta}>
          {formatDateTime(n.created_at)}
        </Text>
      </div>
      <div className={styles.actions}>
        {n.link && (
          <Link as="a" href={n.link} onClick={(e) => (e.preventDefault(), void markNoticesRead([n.id]).finally(() => navigate(n.link!)))}>
            {intl.formatMessage(m.open)}
          </Link>
        )}
        {!n.read && (
          <Button size="small" icon={<CheckmarkRegular />} onClick={() => void markNoticesRead([n.id]).then(onChanged)}>
            {intl.formatMessage(m.markRead)}
          </Button>
        )}
      </div>
    </li>
  );
}
