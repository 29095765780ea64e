import * as React from 'react';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { KeyboardRegular } from '@fluentui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { ConfirmDialog, EmptyState, ErrorState, PageHeader, SkeletonText, loadable, loadableModule, useToast, whenIdle } from '@writers-center/design-system';
import type { CommentEntry, PinConflictData, ReplyEntry } from '../../../domain/api/comments';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { errorText } from '../../lib/text-field';
import { lazySchema } from '../../lib/lazy-schema';
import { commonMessages } from '../../lib/common-messages';
import { titles } from '../../lib/routes';
import { useNovels } from '../novels';
import {
  blockReader,
  countsKey,
  deleteComments,
  deleteReply,
  editReply,
  handleComments,
  pinComment,
  restoreComment,
  sendReply,
  unblockReader,
  unpinComment,
  useBlocks,
  useCommentPages,
} from './api/comments';
import { CommentFiltersBar } from './components/CommentFiltersBar';
import { CommentItem, type CommentItemHandlers } from './components/CommentItem';
import { PinReplaceDialog } from './components/PinReplaceDialog';
import { listQuery, useCommentFilters } from './useCommentFilters';
import { useInboxKeys } from './useInboxKeys';
import { useReplyDrafts } from './useReplyDrafts';
import { m } from './messages';

/** The reply rule, loaded on the first reply (lib/lazy-schema). */
// The delete, block, edit and shortcuts dialogs (Fluent's Dialog, RadioGroup and Textarea, with
// their focus trap and motion) load when the browser is idle or when first asked for.
const dialogs = loadableModule(() => import('./components/Dialogs'));
// The blocked readers' panel (Fluent's Accordion and its motion) loads with the first list of blocks.
const blocksPanel = loadable<React.ComponentProps<typeof import('./components/BlocksPanel').BlocksPanel>>(() =>
  import('./components/BlocksPanel').then((mod) => ({ default: mod.BlocksPanel })),
);

const replyRules = lazySchema(() => import('../../../domain/schemas/comment').then((rules) => rules.replySchema));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  bulk: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  list: { position: 'relative', width: '100%' },
  row: { position: 'absolute', top: 0, left: 0, width: '100%', paddingBlockEnd: tokens.spacingVerticalM },
  active: { '& > article': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' } },
  meta: { color: tokens.colorNeutralForeground2 },
  // The blocks panel's closed header while its code loads: the same height and text, no jump.
  blocksPending: {
    margin: 0,
    minHeight: '44px',
    display: 'flex',
    alignItems: 'center',
    paddingInline: `calc(${tokens.spacingHorizontalM} + 20px + ${tokens.spacingHorizontalS})`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
  },
});

type Ask =
  | { kind: 'pin'; comment: CommentEntry; earliest: PinConflictData['earliest'] }
  | { kind: 'delete'; ids: number[] }
  | { kind: 'block'; comment: CommentEntry }
  | { kind: 'editReply'; reply: ReplyEntry }
  | { kind: 'deleteReply'; reply: ReplyEntry }
  | { kind: 'help' };

/** The scrolling element the shell gives the page (its main column). */
const scrollParent = (el: HTMLElement | null): HTMLElement | null => {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
};

/** /commentManage: every reader comment on the author's novels in one virtualised list, "needs a reply" first. */
export default function CommentsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const { mutate: mutateKey } = useSWRConfig();
  const { filters, set } = useCommentFilters();
  const query = listQuery(filters);
  const pages = useCommentPages(query);
  const comments = React.useMemo(() => pages.data?.flatMap((p) => p.list) ?? [], [pages.data]);
  const first = pages.data?.[0];
  const hasMore = Boolean(pages.data?.at(-1)?.next_cursor);
  const novels = useNovels(1, 100).data?.list ?? [];
  const blocks = useBlocks();

  const [active, setActive] = React.useState(0);
  const [openReply, setOpenReply] = React.useState<number | null>(null);
  const { drafts, errors: replyErrors, setError: setReplyError, change: onDraftChange, clear: clearDraft } = useReplyDrafts();
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const [ask, setAsk] = React.useState<Ask | null>(null);
  React.useEffect(() => whenIdle(dialogs.preload, 5000), []);
  const { BlockDialog, DeleteDialog, EditReplyDialog, ShortcutsDialog } = dialogs.useModule(ask !== null) ?? {};
  const BlocksPanel = blocksPanel.useComponent(blocks.data !== undefined);
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

  // The list scrolls in the shell's main column; rows are measured as they render.
  const listRef = React.useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const [margin, setMargin] = React.useState(0);
  const hasRows = comments.length > 0;
  React.useLayoutEffect(() => {
    const parent = scrollParent(listRef.current);
    setScroller(parent);
    if (parent && listRef.current) setMargin(listRef.current.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop);
  }, [hasRows, filters.view]);
  const virtualizer = useVirtualizer({
    count: comments.length,
    getScrollElement: () => scroller,
    estimateSize: () => 220,
    overscan: 6,
    scrollMargin: margin,
    getItemKey: (i) => comments[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  React.useEffect(() => {
    if (hasMore && !pages.isValidating && lastIndex >= comments.length - 8) void pages.setSize(pages.size + 1);
  }, [hasMore, lastIndex, comments.length, pages]);

  const focusComment = React.useCallback(
    (index: number) => {
      const bounded = Math.max(0, Math.min(comments.length - 1, index));
      setActive(bounded);
      virtualizer.scrollToIndex(bounded, { align: 'auto' });
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-index="${bounded}"] article`)?.focus({ preventScroll: true }));
    },
    [comments.length, virtualizer],
  );

  const pin = React.useCallback(
    async (comment: CommentEntry, replace?: number) => {
      try {
        await pinComment({ comment_id: comment.id, ...(replace ? { replace } : {}) });
        refresh();
      } catch (err) {
        const earliest = err instanceof ApiError && err.code === 4009 ? (err.data as PinConflictData | undefined)?.earliest : undefined;
        // Asked to replace the earliest pin: the dialog names it. Anything else is said in a toast.
        if (earliest && !replace) setAsk({ kind: 'pin', comment, earliest });
        else toast({ intent: 'error', title: failureText(intl, err) });
        if (replace) refresh();
      }
    },
    [intl, refresh, toast],
  );

  const handlers: CommentItemHandlers = React.useMemo(() => {
    return {
      async onReply(comment, text) {
        try {
          await (await replyRules.load())?.validate({ text });
        } catch (err) {
          setReplyError(comment.id, errorText(intl, (err as { message: unknown }).message) ?? '');
          return false;
        }
        try {
          const result = await sendReply(comment.id, text);
          setWaitUntil(Date.now() + result.wait_seconds * 1000);
          clearDraft(comment.id);
          toast({ intent: 'success', title: intl.formatMessage(m.replySent) });
          refresh();
          return true;
        } catch (err) {
          if (err instanceof ApiError && err.code === 4029) {
            const retry = (err.data as { retryAfter?: number } | undefined)?.retryAfter ?? 20;
            setWaitUntil(Date.now() + retry * 1000);
          } else {
            setReplyError(comment.id, err instanceof ApiError && err.fields.text ? err.fields.text : failureText(intl, err));
          }
          return false;
        }
      },
      onPin: (comment) => void pin(comment),
      onUnpin: (comment) => void unpinComment(comment.id).then(refresh),
      onDelete: (comment) => setAsk({ kind: 'delete', ids: [comment.id] }),
      onRestore: (comment) => void restoreComment(comment.id).then(refresh),
      onBlock: (comment) => setAsk({ kind: 'block', comment }),
      onHandled: (comment, handled) => void handleComments([comment.id], handled).then(refresh),
      onEditReply: (_comment, reply) => setAsk({ kind: 'editReply', reply }),
      onDeleteReply: (_comment, reply) => setAsk({ kind: 'deleteReply', reply }),
    };
  }, [intl, refresh, toast, pin, setReplyError, clearDraft]);

  useInboxKeys({
    enabled: ask === null,
    onNext: () => focusComment(active + 1),
    onPrevious: () => focusComment(active - 1),
    onReply: () => {
      const c = comments[active];
      if (c && c.state === 'live' && c.replies.length === 0) setOpenReply(c.id);
    },
    onPin: () => {
      const c = comments[active];
      if (c?.state === 'live') (c.pinned_at ? handlers.onUnpin : handlers.onPin)(c);
    },
    onHelp: () => setAsk({ kind: 'help' }),
  });

  const onSelect = React.useCallback((id: number, on: boolean) => setSelected((s) => (on ? new Set(s).add(id) : new Set([...s].filter((x) => x !== id)))), []);
  const onReplyOpenChange = React.useCallback((id: number, open: boolean) => setOpenReply(open ? id : null), []);

  const header = (
    <div className={styles.toolbar}>
      <PageHeader title={intl.formatMessage(titles.comments)} description={intl.formatMessage(m.intro)} />
      <Button appearance="subtle" icon={<KeyboardRegular />} onClick={() => setAsk({ kind: 'help' })} aria-keyshortcuts="?">
        {intl.formatMessage(m.shortcuts)}
      </Button>
    </div>
  );
  const total = first ? (filters.view === 'removed' ? first.counts.removed : null) : null;

  return (
    <div className={styles.page}>
      {header}
      <CommentFiltersBar filters={filters} counts={first?.counts} novels={novels} onChange={set} />
      {blocks.data &&
        (BlocksPanel ? (
          <BlocksPanel blocks={blocks.data.list} onLift={(b) => void unblockReader(b.id).then(() => (void blocks.mutate(), refresh()))} />
        ) : (
          <h2 className={styles.blocksPending} data-code-loading="">
            {intl.formatMessage(m.blocksTitle, { count: blocks.data.list.length })}
          </h2>
        ))}
      {selected.size > 0 && (
        <div className={styles.bulk} role="region" aria-label={intl.formatMessage(m.selected, { count: selected.size })}>
          <Text weight="semibold">{intl.formatMessage(m.selected, { count: selected.size })}</Text>
          {filters.view === 'live' && <Button onClick={() => setAsk({ kind: 'delete', ids: [...selected] })}>{intl.formatMessage(m.bulkDelete)}</Button>}
          {filters.view === 'live' && (
            <Button onClick={() => void handleComments([...selected]).then(() => (setSelected(new Set()), refresh()))}>{intl.formatMessage(m.bulkHandled)}</Button>
          )}
          <Button appearance="subtle" onClick={() => setSelected(new Set())}>
            {intl.formatMessage(m.clearSelection)}
          </Button>
        </div>
      )}

      {pages.error && !pages.data ? (
        <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, pages.error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void pages.mutate()} headingLevel={2} />
      ) : !pages.data ? (
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
      ) : comments.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(
            filters.view === 'removed' ? m.emptyRemoved : filters.reply === 'unreplied' && filters.type === 'all' && !filters.book && !filters.q && filters.pinned === 'all' ? m.emptyUnreplied : m.emptyFiltered,
          )}
          headingLevel={2}
        />
      ) : (
        <>
          {total !== null && (
            <Text size={200} className={styles.meta} role="status">
              {intl.formatMessage(m.shown, { shown: comments.length, total })}
            </Text>
          )}
          <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }} role="feed" aria-busy={pages.isValidating} aria-label={intl.formatMessage(m.listLabel)}>
            {items.map((item) => {
              const c = comments[item.index];
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={mergeClasses(styles.row, item.index === active && styles.active)}
                  style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
                  onFocus={() => setActive(item.index)}
                  // A plain positioning box: the feed's article is the card inside it (position
                  // attributes are not allowed on a box without a role, so none here).
                >
                  <CommentItem
                    comment={c}
                    active={item.index === active}
                    selected={selected.has(c.id)}
                    onSelect={onSelect}
                    replyOpen={openReply === c.id}
                    onReplyOpenChange={onReplyOpenChange}
                    draft={drafts[c.id] ?? ''}
                    onDraftChange={onDraftChange}
                    replyError={replyErrors[c.id]}
                    waitUntil={waitUntil}
                    handlers={handlers}
                  />
                </div>
              );
            })}
          </div>
          {hasMore && (
            <Button appearance="secondary" disabled={pages.isValidating} onClick={() => void pages.setSize(pages.size + 1)}>
              {intl.formatMessage(pages.isValidating ? m.loadingMore : m.loadMore)}
            </Button>
          )}
        </>
      )}

      {ask?.kind === 'pin' && (
        <PinReplaceDialog
          earliest={ask.earliest}
          onConfirm={() => pin(ask.comment, ask.earliest.id)}
          onClose={() => setAsk(null)}
        />
      )}
      {DeleteDialog && ask?.kind === 'delete' && (
        <DeleteDialog
          count={ask.ids.length}
          onConfirm={async (reason) => {
            await deleteComments({ comment_ids: ask.ids, reason });
            setSelected(new Set());
            refresh();
          }}
          onClose={() => setAsk(null)}
        />
      )}
      {BlockDialog && ask?.kind === 'block' && (
        <BlockDialog
          name={ask.comment.reader_name}
          onConfirm={async (days, hidePast) => {
            await blockReader({ comment_id: ask.comment.id, days: days as 1 | 7 | 30 | null, hide_past: hidePast });
            void blocks.mutate();
            refresh();
          }}
          onClose={() => setAsk(null)}
        />
      )}
      {EditReplyDialog && ask?.kind === 'editReply' && (
        <EditReplyDialog
          initial={ask.reply.text}
          onSave={async (text) => {
            try {
              await (await replyRules.load())?.validate({ text });
            } catch (err) {
              return errorText(intl, (err as { message: unknown }).message) ?? '';
            }
            try {
              await editReply(ask.reply.id, text);
              refresh();
              return null;
            } catch (err) {
              return err instanceof ApiError && err.fields.text ? err.fields.text : failureText(intl, err);
            }
          }}
          onClose={() => setAsk(null)}
        />
      )}
      {ask?.kind === 'deleteReply' && (
        <DeleteReplyConfirm
          onConfirm={async () => {
            await deleteReply(ask.reply.id);
            refresh();
          }}
          onClose={() => setAsk(null)}
        />
      )}
      {ShortcutsDialog && ask?.kind === 'help' && <ShortcutsDialog onClose={() => setAsk(null)} />}
    </div>
  );
}

function DeleteReplyConfirm({ onConfirm, onClose }: { onConfirm(): Promise<unknown>; onClose(): void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.deleteReplyTitle)}
      message={intl.formatMessage(m.deleteReplyMessage)}
      intent="danger"
      confirmLabel={intl.formatMessage(m.deleteConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onConfirm={onConfirm}
    />
  );
}
