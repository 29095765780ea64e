import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, PageHeader, SkeletonText } from '@writers-center/design-system';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { useWelfarePrograms } from '../../api/get-welfare-programs';
import { ProgramCard } from './components/ProgramCard';
import { WelfareNav } from './components/WelfareNav';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  list: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' },
});

/** /welfareManage: each program with live progress from the author's releases, and what can be applied for. */
export default function WelfarePage() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useWelfarePrograms();
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(titles.welfare)} />
      <WelfareNav />
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      {error ? (
        <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />
      ) : !data ? (
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
      ) : data.list.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.none)} />
      ) : (
        <div className={styles.list}>
          {data.list.map((p) => (
            <ProgramCard key={p.id} program={p} now={data.now} onChanged={() => void mutate()} />
          ))}
        </div>
      )}
    </div>
  );
}
