import * as React from 'react';
import { Button, SearchBox, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Select } from '@writers-center/design-system';
import type { CommentCounts } from '../../../../domain/api/comments';
import type { NovelSummary } from '../../../../domain/api/novels';
import type { CommentFilters } from '../useCommentFilters';
import { m } from '../messages';
import { commonMessages } from '../../../lib/common-messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', alignItems: 'end' },
  search: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  searchBox: { flex: 1, minWidth: '220px', maxWidth: '480px' },
});

/** The portal's filters (comment type, pinned type, reply status) plus novel and a search, with the count each holds. */
export function CommentFiltersBar({
  filters,
  counts,
  novels,
  onChange,
}: {
  filters: CommentFilters;
  counts?: CommentCounts;
  novels: readonly NovelSummary[];
  onChange(change: Partial<CommentFilters>): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const n = (value: number | undefined) => value ?? 0;
  const [q, setQ] = React.useState(filters.q);
  React.useEffect(() => setQ(filters.q), [filters.q]);
  // The search follows the typing after a pause, so each keystroke is not a request.
  React.useEffect(() => {
    if (q === filters.q) return;
    const timer = window.setTimeout(() => onChange({ q }), 300);
    return () => window.clearTimeout(timer);
  }, [q, filters.q, onChange]);
  const live = filters.view === 'live';
  const filtered = filters.type !== 'all' || filters.pinned !== 'all' || filters.reply !== 'unreplied' || filters.book !== null || filters.q !== '';

  return (
    <section className={styles.root} aria-label={intl.formatMessage(m.filters)}>
      <TabList selectedValue={filters.view} onTabSelect={(_, data) => onChange({ view: data.value as CommentFilters['view'] })} aria-label={intl.formatMessage(m.view)}>
        <Tab value="live">{intl.formatMessage(m.viewLive, { count: n(counts?.all) })}</Tab>
        <Tab value="removed">{intl.formatMessage(m.viewRemoved, { count: n(counts?.removed) })}</Tab>
      </TabList>
      <div className={styles.row}>
        {live && (
          <Select
            name="reply"
            label={intl.formatMessage(m.replyStatus)}
            value={filters.reply}
            onChange={(value) => onChange({ reply: value as CommentFilters['reply'] })}
            options={[
              { value: 'unreplied', label: intl.formatMessage(m.unreplied, { count: n(counts?.unreplied) }) },
              { value: 'replied', label: intl.formatMessage(m.replied, { count: n(counts?.replied) }) },
              { value: 'all', label: intl.formatMessage(m.replyAll) },
            ]}
          />
        )}
        <Select
          name="type"
          label={intl.formatMessage(m.type)}
          value={filters.type}
          onChange={(value) => onChange({ type: value as CommentFilters['type'] })}
          options={[
            { value: 'all', label: intl.formatMessage(m.typeAll) },
            { value: 'review', label: intl.formatMessage(m.typeReview, { count: n(counts?.review) }) },
            { value: 'chapter', label: intl.formatMessage(m.typeChapter, { count: n(counts?.chapter) }) },
            { value: 'paragraph', label: intl.formatMessage(m.typeParagraph, { count: n(counts?.paragraph) }) },
          ]}
        />
        {live && (
          <Select
            name="pinned"
            label={intl.formatMessage(m.pinnedType)}
            value={filters.pinned}
            onChange={(value) => onChange({ pinned: value as CommentFilters['pinned'] })}
            options={[
              { value: 'all', label: intl.formatMessage(m.pinnedAll) },
              { value: 'pinned', label: intl.formatMessage(m.pinnedOnly, { count: n(counts?.pinned) }) },
              { value: 'unpinned', label: intl.formatMessage(m.unpinnedOnly, { count: n(counts?.unpinned) }) },
            ]}
          />
        )}
        <Select
          name="book"
          label={intl.formatMessage(m.novel)}
          value={filters.book ? String(filters.book) : 'all'}
          onChange={(value) => onChange({ book: value === 'all' ? null : Number(value) })}
          options={[{ value: 'all', label: intl.formatMessage(m.novelAll) }, ...novels.map((b) => ({ value: String(b.original_book_id), label: b.title }))]}
        />
      </div>
      <div className={styles.search}>
        <SearchBox
          className={styles.searchBox}
          aria-label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.search)}
          value={q}
          dismiss={{ 'aria-label': intl.formatMessage(commonMessages.clearSearch) }}
          maxLength={100}
          onChange={(_, data) => setQ(data.value)}
        />
        {filtered && (
          <Button appearance="subtle" onClick={() => onChange({ type: 'all', pinned: 'all', reply: 'unreplied', book: null, q: '' })}>
            {intl.formatMessage(m.clearFilters)}
          </Button>
        )}
      </div>
    </section>
  );
}
