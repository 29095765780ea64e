import { Divider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ErrorState, PageHeader, Panel, SkeletonText } from '@writers-center/design-system';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { useArchiveOverview } from './api/get-archive-overview';
import { PersonalSection } from './components/PersonalSection';
import { WorksSection } from './components/WorksSection';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, padding: tokens.spacingHorizontalL },
});

/** /account/archive: take everything with you (the works' archive, its progress, link and weekly schedule) and download my data. */
export default function ArchivePage() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useArchiveOverview();
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(titles.accountArchive)} />
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      <Panel className={styles.panel}>
        {error && !data ? (
          <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} headingLevel={2} onRetry={() => void mutate()} />
        ) : !data ? (
          <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={4} />
        ) : (
          <>
            <WorksSection overview={data} />
            <Divider />
            <PersonalSection overview={data} />
          </>
        )}
      </Panel>
    </div>
  );
}
