import * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { CommentEntry } from '../../../../domain/api/comments';
import type { useCommentFeed } from '../useCommentFeed';
import type { useReplyDrafts } from '../useReplyDrafts';
import { CommentItem, type CommentItemHandlers } from './CommentItem';
import { m } from '../messages';

const useStyles = makeStyles({
  list: { position: 'relative', width: '100%' },
  row: { position: 'absolute', top: 0, left: 0, width: '100%', paddingBlockEnd: tokens.spacingVerticalM },
  active: { '& > article': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' } },
});

/** The inbox's virtualised feed: only the cards in view are in the page, each in a positioning box. */
export function CommentFeedList({
  feed,
  comments,
  busy,
  address,
  active,
  onActive,
  selected,
  onSelect,
  openReply,
  onReplyOpenChange,
  drafts,
  waitUntil,
  handlers,
}: {
  feed: ReturnType<typeof useCommentFeed>;
  comments: readonly CommentEntry[];
  busy: boolean;
  /** The filters' address the list belongs to: once it is the page's and the feed is not busy, the list is that address's. */
  address: string;
  active: number;
  onActive(index: number): void;
  selected: ReadonlySet<number>;
  onSelect(id: number, on: boolean): void;
  openReply: number | null;
  onReplyOpenChange(id: number, open: boolean): void;
  drafts: ReturnType<typeof useReplyDrafts>;
  waitUntil: number;
  handlers: CommentItemHandlers;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div
      ref={feed.listRef}
      className={styles.list}
      style={{ height: feed.virtualizer.getTotalSize() }}
      role="feed"
      // Busy too while the window has not laid out its first rows yet: a feed says so rather than
      // standing empty with comments to show.
      aria-busy={busy || (comments.length > 0 && feed.items.length === 0)}
      aria-label={intl.formatMessage(m.listLabel)}
      data-address={address}
    >
      {feed.items.map((item) => {
        const c = comments[item.index];
        return (
          // A plain positioning box: the feed's article is the card inside it (position
          // attributes are not allowed on a box without a role, so none here).
          <div
            key={item.key}
            data-index={item.index}
            ref={feed.virtualizer.measureElement}
            className={mergeClasses(styles.row, item.index === active && styles.active)}
            style={{ transform: `translateY(${item.start - feed.virtualizer.options.scrollMargin}px)` }}
            onFocus={() => onActive(item.index)}
          >
            <CommentItem
              comment={c}
              active={item.index === active}
              selected={selected.has(c.id)}
              onSelect={onSelect}
              replyOpen={openReply === c.id}
              onReplyOpenChange={onReplyOpenChange}
              draft={drafts.drafts[c.id] ?? ''}
              onDraftChange={drafts.change}
              replyError={drafts.errors[c.id]}
              waitUntil={waitUntil}
              handlers={handlers}
            />
          </div>
        );
      })}
    </div>
  );
}
