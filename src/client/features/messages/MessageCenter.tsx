import * as React from 'react';
import { Badge, Button, Link, Tab, TabList, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AlertRegular, CheckmarkRegular, MegaphoneRegular, PinRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EmptyState, ErrorState, PageHeader, SkeletonCard } from '@writers-center/design-system';
import { LOCALE_NAMES, type Locale } from '../../../domain/locales';
import { formatDateTime } from '../../lib/dates';
import { selectLang, useAppSelector } from '../session';
import { markAllRead, markAnnouncementRead, markNoticesRead, useAnnouncements, useNotices } from './api/notices';
import { messages as m } from './messages';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  unread: { borderLeft: `${tokens.strokeWidthThickest} solid ${tokens.colorBrandStroke1}` },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  heading: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'flex-end' },
  icon: { color: tokens.colorBrandForeground1, fontSize: tokens.fontSizeBase500, paddingTop: tokens.spacingVerticalXXS },
});

type View = 'notices' | 'news';
const PATHS: Record<View, string> = { notices: '/messageCenter/announceCenter', news: '/messageCenter/newsAnnounce' };

/** /messageCenter/announceCenter (the author's notices) and /messageCenter/newsAnnounce (the platform's news). */
export function MessageCenter({ view }: { view: View }) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLang);
  const notices = useNotices(lang);
  const news = useAnnouncements(lang);
  const source = view === 'notices' ? notices : news;
  const pages: { list: { read: boolean }[]; next_cursor: number | null }[] | undefined = source.data;
  const items = pages?.flatMap((p) => p.list) ?? [];
  const more = pages ? pages[pages.length - 1]?.next_cursor !== null : false;
  const anyUnread = items.some((i) => !i.read);

  const readAll = async () => {
    await markAllRead();
    await Promise.all([notices.mutate(), news.mutate()]);
  };

  let body: React.ReactNode;
  if (source.error && !pages)
    body = (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void source.mutate()}
      />
    );
  else if (!pages) body = <SkeletonCard label={intl.formatMessage(m.loading)} />;
  else if (!items.length)
    body =
      view === 'notices' ? (
        <EmptyState
          icon={<AlertRegular />}
          title={intl.formatMessage(m.noNotices)}
          description={intl.formatMessage(m.noNoticesBody)}
          headingLevel={2}
        />
      ) : (
        <EmptyState
          icon={<MegaphoneRegular />}
          title={intl.formatMessage(m.noNews)}
          description={intl.formatMessage(m.noNewsBody)}
          headingLevel={2}
        />
      );
  else
    body = (
      <ul className={styles.list}>
        {view === 'notices'
          ? notices
              .data!.flatMap((p) => p.list)
              .map((n) => (
                <li key={n.id} className={mergeClasses(styles.item, !n.read && styles.unread)}>
                  <AlertRegular className={styles.icon} aria-hidden />
                  <div className={styles.body}>
                    <div className={styles.heading}>
                      <Text as="h2" weight="semibold" size={400}>
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
                      <Link
                        as="a"
                        href={n.link}
                        onClick={(e) => (e.preventDefault(), void markNoticesRead([n.id]).finally(() => navigate(n.link!)))}
                      >
                        {intl.formatMessage(m.open)}
                      </Link>
                    )}
                    {!n.read && (
                      <Button
                        size="small"
                        icon={<CheckmarkRegular />}
                        onClick={() => void markNoticesRead([n.id]).then(() => notices.mutate())}
                      >
                        {intl.formatMessage(m.markRead)}
                      </Button>
                    )}
                  </div>
                </li>
              ))
          : news
              .data!.flatMap((p) => p.list)
              .map((a) => (
                <li key={a.id} className={mergeClasses(styles.item, !a.read && styles.unread)}>
                  {a.pinned ? (
                    <PinRegular className={styles.icon} aria-label={intl.formatMessage(m.pinned)} />
                  ) : (
                    <MegaphoneRegular className={styles.icon} aria-hidden />
                  )}
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
                      <Button
                        size="small"
                        icon={<CheckmarkRegular />}
                        onClick={() => void markAnnouncementRead(a.id).then(() => news.mutate())}
                      >
                        {intl.formatMessage(m.markRead)}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
      </ul>
    );

  return (
    <div className={styles.stack}>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.intro)} />
      <div className={styles.bar}>
        <TabList selectedValue={view} onTabSelect={(_, d) => navigate(PATHS[d.value as View])}>
          <Tab value="notices">{intl.formatMessage(m.noticesTab)}</Tab>
          <Tab value="news">{intl.formatMessage(m.newsTab)}</Tab>
        </TabList>
        <Button icon={<CheckmarkRegular />} disabled={!anyUnread} onClick={() => void readAll()}>
          {intl.formatMessage(anyUnread ? m.markAllRead : m.allRead)}
        </Button>
      </div>
      {body}
      {more && (
        <Button appearance="secondary" onClick={() => void source.setSize(source.size + 1)}>
          {intl.formatMessage(m.more)}
        </Button>
      )}
    </div>
  );
}
