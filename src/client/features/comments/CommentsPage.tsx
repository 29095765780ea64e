import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { KeyboardRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { EmptyState, ErrorState, PageHeader, SkeletonText } from '@writers-center/design-system';
import { failureText } from '../../lib/http-messages';
import { commonMessages } from '../../lib/common-messages';
import { titles } from '../../lib/routes';
import { useNovels } from '../../api/get-novels';
import { countsKey } from '../../api/get-comment-counts';
import { handleComments } from './api/handle-comments';
import { unblockReader } from './api/unblock-reader';
import { useBlocks } from './api/get-blocks';
import { useCommentPages } from './api/get-comments';
import { BlocksSection } from './components/BlocksSection';
import { CommentFiltersBar } from './components/CommentFiltersBar';
import { CommentFeedList } from './components/CommentFeedList';
import { InboxDialogs } from './components/InboxDialogs';
import { SelectionBar } from './components/SelectionBar';
import { listQuery, useCommentFilters, type CommentFilters } from './useCommentFilters';
import { useCommentFeed } from './useCommentFeed';
import { useCommentHandlers, type InboxAsk } from './useCommentHandlers';
import { useInboxKeys } from './useInboxKeys';
import { useReplyDrafts } from './useReplyDrafts';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** The empty list's words: nothing removed, nothing waiting for a reply, or nothing under these filters. */
const emptyMessage = (filters: CommentFilters) =>
  filters.view === 'removed' ? m.emptyRemoved : filters.reply === 'unreplied' && filters.type === 'all' && !filters.book && !filters.q && filters.pinned === 'all' ? m.emptyUnreplied : m.emptyFiltered;

/** /commentManage: every reader comment on the author's novels in one virtualised list, "needs a reply" first. */
export default function CommentsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { mutate: mutateKey } = useSWRConfig();
  const { filters, set, address } = useCommentFilters();
  const query = listQuery(filters);
  const pages = useCommentPages(query);
  const comments = React.useMemo(() => pages.data?.flatMap((p) => p.list) ?? [], [pages.data]);
  const first = pages.data?.[0];
  const hasMore = Boolean(pages.data?.at(-1)?.next_cursor);
  const novels = useNovels(1, 100).data?.list ?? [];
  const blocks = useBlocks();
  const [active, setActive] = React.useState(0);
  const [openReply, setOpenReply] = React.useState<number | null>(null);
  const drafts = useReplyDrafts();
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const [ask, setAsk] = React.useState<InboxAsk | null>(null);
  const [waitUntil, setWaitUntil] = React.useState(0);
  React.useEffect(() => {
    if (first) setWaitUntil((w) => Math.max(w, Date.now() + first.wait_seconds * 1000));
  }, [first]);
  // A new filter starts at the top with nothing selected.
  const queryKey = JSON.stringify(query);
  React.useEffect(() => {
    setActive(0);
    setSelected(new Set());
  }, [queryKey]);
  const refresh = React.useCallback(() => {
    void pages.mutate();
    void mutateKey(countsKey);
  }, [pages, mutateKey]);
  const loadMore = React.useCallback(() => void pages.setSize(pages.size + 1), [pages]);
  const feed = useCommentFeed({ comments, hasMore, loading: pages.isValidating, loadMore, view: filters.view, setActive });
  const { handlers, pin } = useCommentHandlers({ drafts, refresh, ask: setAsk, waitUntil: setWaitUntil });
  const current = () => comments[active];
  useInboxKeys({
    enabled: ask === null,
    onNext: () => feed.focusComment(active + 1),
    onPrevious: () => feed.focusComment(active - 1),
    onReply: () => current()?.state === 'live' && current().replies.length === 0 && setOpenReply(current().id),
    onPin: () => current()?.state === 'live' && (current().pinned_at ? handlers.onUnpin : handlers.onPin)(current()),
    onHelp: () => setAsk({ kind: 'help' }),
  });
  const onSelect = React.useCallback((id: number, on: boolean) => setSelected((s) => (on ? new Set(s).add(id) : new Set([...s].filter((x) => x !== id)))), []);
  const onReplyOpenChange = React.useCallback((id: number, open: boolean) => setOpenReply(open ? id : null), []);
  const total = first && filters.view === 'removed' ? first.counts.removed : null;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <PageHeader title={intl.formatMessage(titles.comments)} description={intl.formatMessage(m.intro)} />
        <Button appearance="subtle" icon={<KeyboardRegular />} onClick={() => setAsk({ kind: 'help' })} aria-keyshortcuts="?">
          {intl.formatMessage(m.shortcuts)}
        </Button>
      </div>
      <CommentFiltersBar filters={filters} counts={first?.counts} novels={novels} onChange={set} />
      <BlocksSection blocks={blocks.data?.list} onLift={(b) => void unblockReader(b.id).then(() => (void blocks.mutate(), refresh()))} />
      {selected.size > 0 && (
        <SelectionBar
          count={selected.size}
          live={filters.view === 'live'}
          onDelete={() => setAsk({ kind: 'delete', ids: [...selected] })}
          onHandled={() => void handleComments([...selected]).then(() => (setSelected(new Set()), refresh()))}
          onClear={() => setSelected(new Set())}
        />
      )}
      {pages.error && !pages.data ? (
        <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, pages.error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void pages.mutate()} headingLevel={2} />
      ) : !pages.data ? (
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
      ) : comments.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(emptyMessage(filters))} headingLevel={2} />
      ) : (
        <>
          {total !== null && (
            <Text size={200} className={styles.meta} role="status">
              {intl.formatMessage(m.shown, { shown: comments.length, total })}
            </Text>
          )}
          <CommentFeedList
            feed={feed}
            comments={comments}
            busy={pages.isValidating}
            address={address}
            active={active}
            onActive={setActive}
            selected={selected}
            onSelect={onSelect}
            openReply={openReply}
            onReplyOpenChange={onReplyOpenChange}
            drafts={drafts}
            waitUntil={waitUntil}
            handlers={handlers}
          />
          {hasMore && (
            <Button appearance="secondary" disabled={pages.isValidating} onClick={loadMore}>
              {intl.formatMessage(pages.isValidating ? m.loadingMore : m.loadMore)}
            </Button>
          )}
        </>
      )}
      <InboxDialogs ask={ask} onClose={() => setAsk(null)} pin={pin} refresh={refresh} onDeleted={() => setSelected(new Set())} onBlocked={() => void blocks.mutate()} />
    </div>
  );
}
