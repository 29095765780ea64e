import * as React from 'react';
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { ChapterSummary } from '../../../../domain/api/chapters';
import { useLinkNavigation } from '../../../lib/useLinkNavigation';
import { firstPaid as fp, manage as m } from '../messages';

const useStyles = makeStyles({
  title: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap' },
  paid: { color: tokens.colorPaletteMarigoldForeground2, fontSize: tokens.fontSizeBase200 },
});

/** A chapter's title, a link to its editor unless it is deleted, tagged when paid (or the first paid one). */
export function ChapterTitleCell({ chapter: c }: { chapter: ChapterSummary }) {
  const intl = useIntl();
  const styles = useStyles();
  const onNavigate = useLinkNavigation();
  return (
    <span className={styles.title}>
      {c.status === 'deleted' ? (
        c.title
      ) : (
        <Link
          href={`/mywork/addchapter/${c.original_chapter_id}`}
          onClick={(event: React.MouseEvent<HTMLAnchorElement>) =>
            onNavigate({ href: `/mywork/addchapter/${c.original_chapter_id}` }, event)
          }
        >
          {c.title}
        </Link>
      )}
      {c.first_paid ? (
        <Text className={styles.paid}>{intl.formatMessage(m.firstPaidTag)}</Text>
      ) : (
        c.paid && <Text className={styles.paid}>{intl.formatMessage(fp.paidTag)}</Text>
      )}
    </span>
  );
}
