import * as React from 'react';
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { NovelSummary } from '../../../../domain/api/novels';
import { useLinkNavigation } from '../../../lib/useLinkNavigation';
import { list as m } from '../messages';

const useStyles = makeStyles({
  novel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
});

/** A novel's title, a link to its manage page, over its number, other name and contest. */
export function NovelTitleCell({ novel: n }: { novel: NovelSummary }) {
  const intl = useIntl();
  const styles = useStyles();
  const onNavigate = useLinkNavigation();
  const href = `/mywork/manageworks/${n.original_book_id}`;
  return (
    <div className={styles.novel}>
      <Link href={href} onClick={(e: React.MouseEvent<HTMLAnchorElement>) => onNavigate({ href }, e)}>
        <Text weight="semibold">{n.title}</Text>
      </Link>
      <Text size={200} className={styles.sub}>
        {[
          intl.formatMessage(m.novelNo, { no: n.novel_no }),
          n.name,
          n.contest ? intl.formatMessage(m.contestTag, { contest: n.contest.name }) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </div>
  );
}
