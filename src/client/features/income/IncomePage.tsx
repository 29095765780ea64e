import * as React from 'react';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { BarChart, ErrorState, PageHeader, SkeletonText, StatCard, StatGrid, useToast } from '@writers-center/design-system';
import type { IncomeMonth } from '../../../domain/api/income';
import { formatMoney, money, toMajor, type Money } from '../../../domain/money';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { PayeeNotice } from '../payee';
import { SalaryNav } from '../payout';
import { saveStatement, useIncomeOverview } from './api/income';
import { LinesDialog, monthName, type LinesScope } from './components/LinesDialog';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '760px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '@media print': { display: 'none' } },
  wrap: { overflowX: 'auto' },
  // Month names start at one edge, whatever their length (a button centres its text in its minimum width).
  month: { justifyContent: 'flex-start', minWidth: 0, textAlign: 'start' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
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

  const amounts = (list: readonly Money[]) => (list.length ? list.map((v) => formatMoney(v, intl.locale)).join(' · ') : intl.formatMessage(m.nothing));
  const selected: IncomeMonth = data.months.find((x) => x.month === monthKey) ?? data.months[0];
  const mainCurrency = data.all_time[0]?.currency;
  const download = async () => {
    try {
      await saveStatement(selected.month);
    } catch (err) {
      toast({ intent: 'error', title: intl.formatMessage(m.downloadFailed), body: failureText(intl, err) });
    }
  };
  const figure = (list: readonly Money[], scope: LinesScope, what: string) =>
    list.length ? (
      // The name starts with the amount it shows (WCAG 2.5.3), then says what pressing it opens.
      <Button appearance="transparent" onClick={() => setLines(scope)} aria-label={intl.formatList([amounts(list), intl.formatMessage(m.showLines, { what })], { type: 'unit', style: 'short' })}>
        {amounts(list)}
      </Button>
    ) : (
      <Text>{amounts(list)}</Text>
    );

  return (
    <div className={styles.page}>
      {header}
      <Text className={styles.intro}>{intl.formatMessage(m.intro)}</Text>
      <div className={styles.noPrint}>
        <PayeeNotice />
      </div>
      <StatGrid label={intl.formatMessage(m.figures)} minItemWidth={220}>
        <StatCard label={intl.formatMessage(m.thisMonth)} value={amounts(data.months[0].totals)} />
        <StatCard label={intl.formatMessage(m.lastMonth)} value={amounts(data.months[1]?.totals ?? [])} />
        <StatCard label={intl.formatMessage(m.allTime)} value={amounts(data.all_time)} />
      </StatGrid>
      {mainCurrency && (
        <div className={styles.noPrint}>
          <BarChart
            title={intl.formatMessage(m.chartTitle, { currency: mainCurrency })}
            headingLevel={2}
            xLabel={intl.formatMessage(m.month)}
            xFormat={(x) => monthName(intl, String(x))}
            valueFormat={(v) => intl.formatNumber(v, { style: 'currency', currency: mainCurrency, notation: 'compact' })}
            exactFormat={(v) => intl.formatNumber(v, { style: 'currency', currency: mainCurrency })}
            emptyText={intl.formatMessage(m.chartEmpty)}
            tableToggleLabel={intl.formatMessage(m.chartTable)}
            locale={intl.locale}
            series={[
              {
                id: mainCurrency,
                name: mainCurrency,
                points: [...data.months].reverse().map((x) => ({ x: x.month, y: toMajor(x.totals.find((t) => t.currency === mainCurrency) ?? money(0, mainCurrency)) })),
              },
            ]}
          />
        </div>
      )}
      <section className={styles.section} aria-labelledby="income-months">
        <Text as="h2" id="income-months" weight="semibold" size={400}>
          {intl.formatMessage(m.monthsTitle)}
        </Text>
        <div className={styles.wrap}>
          <Table size="small" aria-labelledby="income-months">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.month)}</TableHeaderCell>
                <TableHeaderCell className={styles.amount}>{intl.formatMessage(m.total)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.months.map((x) => (
                <TableRow key={x.month} className={x.month === selected.month ? styles.selected : undefined} aria-selected={x.month === selected.month}>
                  <TableCell>
                    <Button appearance="subtle" className={styles.month} onClick={() => setMonthKey(x.month)} aria-pressed={x.month === selected.month}>
                      {x.month === data.current_month ? intl.formatMessage(m.monthSoFar, { month: monthName(intl, x.month) }) : monthName(intl, x.month)}
                    </Button>
                  </TableCell>
                  <TableCell className={styles.amount}>{figure(x.totals, { month: x.month, bookId: null }, monthName(intl, x.month))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="income-works">
        <Text as="h2" id="income-works" weight="semibold" size={400}>
          {intl.formatMessage(m.worksOf, { month: monthName(intl, selected.month) })}
        </Text>
        <div className={styles.actions}>
          <Button icon={<ArrowDownloadRegular />} onClick={() => void download()}>
            {intl.formatMessage(m.download)}
          </Button>
          <Button icon={<PrintRegular />} onClick={() => window.print()}>
            {intl.formatMessage(m.print)}
          </Button>
        </div>
        {selected.novels.length === 0 ? (
          <Text>{intl.formatMessage(m.noLines)}</Text>
        ) : (
          <div className={styles.wrap}>
            <Table size="small" aria-labelledby="income-works">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{intl.formatMessage(m.work)}</TableHeaderCell>
                  <TableHeaderCell className={styles.amount}>{intl.formatMessage(m.total)}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {selected.novels.map((n) => {
                  const title = n.title ?? intl.formatMessage(m.notOfAWork);
                  return (
                    <TableRow key={n.original_book_id ?? 'author'}>
                      <TableCell>{title}</TableCell>
                      <TableCell className={styles.amount}>
                        {n.original_book_id ? figure(n.totals, { month: selected.month, bookId: n.original_book_id, title: n.title }, title) : <Text>{amounts(n.totals)}</Text>}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
      <LinesDialog scope={lines} onClose={() => setLines(null)} />
    </div>
  );
}
