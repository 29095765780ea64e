import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ErrorState, PageHeader, SkeletonText, StatCard, StatGrid } from '@writers-center/design-system';
import { compareMoney, formatMoney, subtract, zero } from '../../../domain/money';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { PayeeNotice } from '../../components/salary/PayeeNotice';
import { usePayoutOverview } from './api/get-payout-overview';
import { PayoutHistory } from './components/PayoutHistory';
import { RewardSection } from './components/RewardSection';
import { SalaryNav } from '../../components/salary/SalaryNav';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /salaryManage2: balances against each payout threshold, holds, the payout history and the monthly reward. */
export default function PayoutsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = usePayoutOverview();
  const header = (
    <>
      <PageHeader title={intl.formatMessage(titles.salary)} />
      <SalaryNav />
    </>
  );
  if (error)
    return (
      <div className={styles.page}>
        {header}
        <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />
      </div>
    );
  if (!data)
    return (
      <div className={styles.page}>
        {header}
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
      </div>
    );
  const closeDay = intl.formatDate(`${data.next_close}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className={styles.page}>
      {header}
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      <PayeeNotice />
      <section className={styles.section} aria-labelledby="payout-balances">
        <Text as="h2" id="payout-balances" weight="semibold" size={400}>
          {intl.formatMessage(m.balances)}
        </Text>
        {data.balances.length === 0 ? (
          <Text>{intl.formatMessage(m.noBalance)}</Text>
        ) : (
          <StatGrid label={intl.formatMessage(m.balances)} minItemWidth={260}>
            {data.balances.map((b) => (
              <StatCard
                key={b.balance.currency}
                label={intl.formatMessage(m.balanceOf, { currency: b.balance.currency })}
                value={formatMoney(b.balance, intl.locale)}
                hint={`${intl.formatMessage(m.threshold, { amount: formatMoney(b.threshold, intl.locale) })}. ${
                  b.payable
                    ? intl.formatMessage(m.payable, { date: closeDay })
                    : intl.formatMessage(m.rollsOver, { missing: formatMoney(compareMoney(b.threshold, b.balance) > 0 ? subtract(b.threshold, b.balance) : zero(b.balance.currency), intl.locale) })
                }`}
              />
            ))}
          </StatGrid>
        )}
      </section>
      <section className={styles.section} aria-labelledby="payout-history">
        <Text as="h2" id="payout-history" weight="semibold" size={400}>
          {intl.formatMessage(m.historyTitle)}
        </Text>
        <PayoutHistory list={data.list} />
      </section>
      <section className={styles.section} aria-labelledby="reward-title">
        <Text as="h2" id="reward-title" weight="semibold" size={400}>
          {intl.formatMessage(m.rewardsTitle)}
        </Text>
        <RewardSection />
      </section>
    </div>
  );
}
