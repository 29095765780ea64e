import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { BookAddRegular, TrophyRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, PageHeader, Panel, PanelFooter, PanelHeader, SkeletonCard } from '@writers-center/design-system';
import { formatDateTime } from '../../lib/dates';
import { useAppSelector } from '../../session';
import { selectLang } from '../../session';
import { useContests } from './api/get-contests';
import { useNovels } from '../../api/get-novels';
import { form as f } from '../../components/novel/messages';
import { contest as c } from './messages';
import { LinkButton } from '../../lib/LinkButton';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', margin: 0, padding: 0, listStyleType: 'none' },
  card: { height: '100%' },
  text: { color: tokens.colorNeutralForeground2 },
});

/** /authorContest: open and past contests; a new novel can be started for an open one. */
export default function ContestsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const lang = useAppSelector(selectLang);
  const { data, error, mutate } = useContests(lang, true);
  const mine = useNovels(1, 100).data?.list ?? [];

  let body;
  if (error && !data) body = <ErrorState title={intl.formatMessage(c.loadFailed)} retryLabel={intl.formatMessage(f.retry)} onRetry={() => void mutate()} />;
  else if (!data) body = <SkeletonCard label={intl.formatMessage(f.loading)} />;
  else if (!data.list.length) body = <EmptyState icon={<TrophyRegular />} title={intl.formatMessage(c.none)} description={intl.formatMessage(c.noneBody)} headingLevel={2} />;
  else
    body = (
      <ul className={styles.grid}>
        {data.list.map((contest) => {
          const entries = mine.filter((n) => n.contest?.id === contest.id).map((n) => n.title);
          const until = formatDateTime(contest.ends_at);
          return (
            <li key={contest.id}>
              <Panel className={styles.card}>
                <PanelHeader
                  image={<TrophyRegular aria-hidden />}
                  header={<Text as="h2" weight="semibold">{contest.name}</Text>}
                  description={intl.formatMessage(contest.open ? c.endsOn : c.ended, { date: until })}
                />
                <Text className={styles.text}>{contest.description}</Text>
                {entries.length > 0 && <Text>{intl.formatMessage(c.entries, { titles: entries.join(', ') })}</Text>}
                {contest.open && (
                  <PanelFooter>
                    <LinkButton appearance="primary" icon={<BookAddRegular />} href={`/addbook/${contest.id}`}>
                      {intl.formatMessage(c.start)}
                    </LinkButton>
                  </PanelFooter>
                )}
              </Panel>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className={styles.stack}>
      <PageHeader title={intl.formatMessage(c.pageTitle)} description={intl.formatMessage(c.pageIntro)} />
      {body}
    </div>
  );
}
