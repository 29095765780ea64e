import { Badge, Button, Text, mergeClasses } from '@fluentui/react-components';
import { CheckmarkRegular, MegaphoneRegular, PinRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { AnnouncementEntry } from '../../../../domain/api/notifications';
import { LOCALE_NAMES, type Locale } from '../../../../domain/locales';
import { formatDateTime } from '../../../lib/dates';
import { markAnnouncementRead } from '../api/mark-announcement-read';
import { messages as m } from '../messages';
import { useMessageStyles } from './styles';

/** One of the platform's announcements: pinned ones marked, the fallback language said, mark as read. */
export function AnnouncementItem({ announcement: a, onChanged }: { announcement: AnnouncementEntry; onChanged(): void }) {
  const intl = useIntl();
  const styles = useMessageStyles();
  return (
    <li className={mergeClasses(styles.item, !a.read && styles.unread)}>
      {a.pinned ? <PinRegular className={styles.icon} aria-label={intl.formatMessage(m.pinned)} /> : <MegaphoneRegular className={styles.icon} aria-hidden />}
      <div className={styles.body}>
        <div className={styles.heading}>
          <Text as="h2" weight="semibold" size={400} lang={a.lang}>
            {a.title}
          </Text>
          {!a.read && <Badge appearance="tint">{intl.formatMessage(m.unread)}</Badge>}
        </div>
        <Text lang={a.lang}>{a.body}</Text>
        {a.fallback && (
          <Text size={200} className={styles.meta}>
            {intl.formatMessage(m.fallback, { language: LOCALE_NAMES[a.lang as Locale] ?? a.lang })}
          </Text>
        )}
        <Text size={200} className={styles.meta}>
          {formatDateTime(a.created_at)}
        </Text>
      </div>
      <div className={styles.actions}>
        {!a.read && (
          <Button size="small" icon={<CheckmarkRegular />} onClick={() => void markAnnouncementRead(a.id).then(onChanged)}>
            {intl.formatMessage(m.markRead)}
          </Button>
        )}
      </div>
    </li>
  );
}
