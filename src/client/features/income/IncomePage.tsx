import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { ErrorState, PageHeader, SkeletonText, StatCard, StatGrid, useToast } from '@writers-center/design-system';
import type { IncomeMonth } from '../../../domain/api/income';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { PayeeNotice } from '../../components/salary/PayeeNotice';
import { SalaryNav } from '../../components/salary/SalaryNav';
import { saveStatement } from './api/save-statement';
import { useIncomeOverview } from './api/get-income-overview';
import { IncomeChart } from './components/IncomeChart';
import { LinesDialog, type LinesScope } from './components/LinesDialog';
import { amounts } from './components/MoneyFigure';
import { MonthsTable } from './components/MonthsTable';
import { WorksTable } from './components/WorksTable';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  noPrint: { '@media print': { display: 'none' } },
});

/** /salaryManage: income by month and by work, every figure opening the ledger lines behind it. */
export default function IncomePage() {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const { data, error, mutate } = useIncomeOverview();
  const [monthKey, setMonthKey] = React.useState<string>();
  const [lines, setLines] = React.useState<LinesScope | null>(null);

  const header = (
    <>
      <PageHeader title={intl.formatMessage(titles.salary)} />
      <SalaryNav />
    </>
  );
  if (error)
    return (
      <>
        {header}
        <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
      </>
    );

  const selected: IncomeMonth = data.months.find((x) => x.month === monthKey) ?? data.months[0];
  const mainCurrency = data.all_time[0]?.currency;
  const download = async () => {
    try {
      await saveStatement(selected.month);
    } catch (err) {
      toast({ intent: 'error', title: intl.formatMessage(m.downloadFailed), body: failureText(intl, err) });
    }
  };

  return (
    <div className={styles.page}>
      {header}
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      <div className={styles.noPrint}>
        <PayeeNotice />
      </div>
      <StatGrid label={intl.formatMessage(m.figures)} minItemWidth={220}>
        <StatCard label={intl.formatMessage(m.thisMonth)} value={amounts(intl, data.months[0].totals)} />
        <StatCard label={intl.formatMessage(m.lastMonth)} value={amounts(intl, data.months[1]?.totals ?? [])} />
        <StatCard label={intl.formatMessage(m.allTime)} value={amounts(intl, data.all_time)} />
      </StatGrid>
      {mainCurrency && <IncomeChart months={data.months} currency={mainCurrency} />}
      <MonthsTable data={data} selected={selected.month} onSelect={setMonthKey} onOpen={setLines} />
      <WorksTable month={selected} onDownload={() => void download()} onOpen={setLines} />
      <LinesDialog scope={lines} onClose={() => setLines(null)} />
    </div>
  );
}
