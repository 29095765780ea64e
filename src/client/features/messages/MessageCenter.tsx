import * as React from 'react';
import { Button, Tab, TabList, Text } from '@fluentui/react-components';
import { AlertRegular, CheckmarkRegular, MegaphoneRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, PageHeader, Select, SkeletonCard } from '@writers-center/design-system';
import type { NoticeKind } from '../../../domain/api/notifications';
import { MESSAGES_PATH } from '../../lib/routes';
import { selectLang, useAppSelector } from '../../session';
import { markAllRead } from './api/mark-all-read';
import { useAnnouncements } from './api/get-announcements';
import { useNotices } from './api/get-notices';
import { AnnouncementItem } from './components/AnnouncementItem';
import { NoticeItem } from './components/NoticeItem';
import { useMessageStyles } from './components/styles';
import { useLoadOnView } from './components/useLoadOnView';
import { messages as m } from './messages';

type View = 'notices' | 'news';
const PATHS: Record<View, string> = { notices: MESSAGES_PATH, news: '/messageCenter/newsAnnounce' };
const KIND_LABEL = { review: m.kindReview, contract: m.kindContract, payout: m.kindPayout, comment: m.kindComment, account: m.kindAccount, system: m.kindSystem } satisfies Record<NoticeKind, unknown>;
const KINDS = Object.keys(KIND_LABEL) as NoticeKind[];
/** Notices asking for an action are few; they are listed whole, above the rest. */
const ACTION_LIMIT = 100;

/**
 * /messageCenter/announceCenter (the author's notices: those asking for an action on top until it
 * is done, then the rest, by kind) and /messageCenter/newsAnnounce (the platform's news, pinned
 * first). Older pages load as the list scrolls.
 */
export function MessageCenter({ view }: { view: View }) {
  const intl = useIntl();
  const styles = useMessageStyles();
  const navigate = useNavigate();
  const lang = useAppSelector(selectLang);
  const [params, setParams] = useSearchParams();
  const kind = (KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as NoticeKind) : undefined;
  const actions = useNotices(lang, { kind, action: 'required', limit: ACTION_LIMIT });
  const notices = useNotices(lang, { kind, action: 'other' });
  const news = useAnnouncements(lang);
  const source = view === 'notices' ? notices : news;
  const pages: { list: { read: boolean }[]; next_cursor: number | null }[] | undefined = source.data;
  const items = pages?.flatMap((p) => p.list) ?? [];
  const waiting = view === 'notices' ? (actions.data?.flatMap((p) => p.list) ?? []) : [];
  const more = pages ? pages[pages.length - 1]?.next_cursor !== null : false;
  const anyUnread = [...items, ...waiting].some((i) => !i.read);
  const loadMore = () => !source.isValidating && void source.setSize(source.size + 1);
  const sentinel = useLoadOnView(more, loadMore);

  const refresh = () => void Promise.all([notices.mutate(), actions.mutate(), news.mutate()]);
  // Each tab marks its own: the news stay unread after My notices' "Mark all as read", and the other way round.
  const readAll = async () => {
    await markAllRead(view === 'notices' ? { scope: 'notices', ...(kind ? { kind } : {}) } : { scope: 'news' });
    refresh();
  };

  let body: React.ReactNode;
  if (source.error && !pages)
    body = <ErrorState title={intl.formatMessage(m.loadFailed)} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void source.mutate()} />;
  else if (!pages) body = <SkeletonCard label={intl.formatMessage(m.loading)} />;
  else if (!items.length && !waiting.length)
    body =
      view === 'notices' ? (
        <EmptyState
          icon={<AlertRegular />}
          title={intl.formatMessage(m.noNotices)}
          description={intl.formatMessage(kind ? m.noneOfKind : m.noNoticesBody)}
          headingLevel={2}
        />
      ) : (
        <EmptyState icon={<MegaphoneRegular />} title={intl.formatMessage(m.noNews)} description={intl.formatMessage(m.noNewsBody)} headingLevel={2} />
      );
  else if (view === 'notices')
    body = (
      <>
        {waiting.length > 0 && (
          <section className={styles.section} aria-labelledby="notices-waiting">
            <Text as="h2" id="notices-waiting" weight="semibold" size={500}>
              {intl.formatMessage(m.actionSection, { count: waiting.length })}
            </Text>
            <ul className={styles.list}>
              {actions.data!.flatMap((p) => p.list).map((n) => (
                <NoticeItem key={n.id} notice={n} onChanged={refresh} />
              ))}
            </ul>
          </section>
        )}
        {notices.data!.some((p) => p.list.length > 0) && (
          <section className={styles.section} aria-labelledby="notices-other">
            <Text as="h2" id="notices-other" weight="semibold" size={500}>
              {intl.formatMessage(m.otherSection)}
            </Text>
            <ul className={styles.list}>
              {notices.data!.flatMap((p) => p.list).map((n) => (
                <NoticeItem key={n.id} notice={n} onChanged={refresh} />
              ))}
            </ul>
          </section>
        )}
      </>
    );
  else
    body = (
      <ul className={styles.list}>
        {news.data!.flatMap((p) => p.list).map((a) => (
          <AnnouncementItem key={a.id} announcement={a} onChanged={refresh} />
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
        {view === 'notices' && (
          <Select
            className={styles.kind}
            name="kind"
            label={intl.formatMessage(m.kind)}
            value={kind ?? 'all'}
            onChange={(value) => setParams(value === 'all' ? {} : { kind: value })}
            options={[{ value: 'all', label: intl.formatMessage(m.kindAll) }, ...KINDS.map((k) => ({ value: k, label: intl.formatMessage(KIND_LABEL[k]) }))]}
          />
        )}
        <Button icon={<CheckmarkRegular />} disabled={!anyUnread} onClick={() => void readAll()}>
          {intl.formatMessage(anyUnread ? m.markAllRead : m.allRead)}
        </Button>
      </div>
      {body}
      {more && (
        <>
          <div ref={sentinel} aria-hidden />
          <Button appearance="secondary" disabled={source.isValidating} onClick={loadMore}>
            {intl.formatMessage(source.isValidating ? m.loadingMore : m.more)}
          </Button>
        </>
      )}
    </div>
  );
}
