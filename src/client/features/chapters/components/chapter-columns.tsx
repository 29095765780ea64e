import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { MoneyRegular } from '@fluentui/react-icons';
import type { IntlShape } from 'react-intl';
import { Hint, type DataTableColumn } from '@writers-center/design-system';
import type { ChapterSummary } from '../../../../domain/api/chapters';
import { formatDateTime } from '../../../lib/dates';
import { WorkBadge } from '../../../lib/status';
import { ChapterTitleCell } from './ChapterTitleCell';
import { firstPaid as fp, manage as m } from '../messages';

/**
 * The chapter list's columns. On a narrow window the word count (then the release time) gives
 * way, so the first-paid action stays in view.
 */
export const chapterColumns = (
  intl: IntlShape,
  onFirstPaid: (chapter: ChapterSummary) => void,
): DataTableColumn<ChapterSummary>[] => [
  {
    id: 'no',
    header: intl.formatMessage(m.chapterNo),
    width: 80,
    align: 'end',
    sortValue: (c) => c.chapter_code,
    cell: (c) => intl.formatNumber(c.chapter_code),
  },
  {
    id: 'title',
    header: intl.formatMessage(m.chapterTitle),
    sortValue: (c) => c.title,
    text: (c) =>
      [c.title, c.first_paid ? intl.formatMessage(m.firstPaidTag) : c.paid ? intl.formatMessage(fp.paidTag) : '']
        .filter(Boolean)
        .join(' · '),
    cell: (c) => <ChapterTitleCell chapter={c} />,
  },
  {
    id: 'words',
    header: intl.formatMessage(m.chapterWords),
    width: 100,
    priority: 1,
    align: 'end',
    sortValue: (c) => c.words,
    cell: (c) => intl.formatNumber(c.words),
  },
  {
    id: 'status',
    header: intl.formatMessage(m.chapterStatus),
    width: 140,
    cell: (c) => <WorkBadge status={c.status} size="small" />,
  },
  {
    id: 'release',
    header: intl.formatMessage(m.chapterRelease),
    width: 180,
    priority: 2,
    sortValue: (c) => c.release_at ?? '',
    cell: (c) => (c.release_at ? <time dateTime={c.release_at}>{formatDateTime(c.release_at)}</time> : '—'),
  },
  {
    id: 'actions',
    header: intl.formatMessage(fp.action),
    width: 120,
    cell: (c) =>
      c.status === 'deleted' || c.first_paid ? null : (
        <Hint content={intl.formatMessage(fp.action)} relationship="label">
          <Button
            size="small"
            appearance="subtle"
            icon={<MoneyRegular />}
            onClick={() => onFirstPaid(c)}
            data-testid={`first-paid-${c.chapter_code}`}
          />
        </Hint>
      ),
  },
];
