import * as React from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { BarChart } from '@writers-center/design-system';
import type { IncomeOverview } from '../../../../domain/api/income';
import { formatMajor, money, toMajor } from '../../../../domain/money';
import { monthName } from './LinesDialog';
import { m } from '../messages';

const useStyles = makeStyles({
  noPrint: { '@media print': { display: 'none' } },
});

/** The months' income in the main currency, as bars (and a table on demand); not printed. */
export function IncomeChart({ months, currency }: { months: IncomeOverview['months']; currency: string }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.noPrint}>
      <BarChart
        title={intl.formatMessage(m.chartTitle, { currency })}
        headingLevel={2}
        xLabel={intl.formatMessage(m.month)}
        xFormat={(x) => monthName(intl, String(x))}
        valueFormat={(v) => formatMajor(v, currency, intl.locale, { compact: true })}
        exactFormat={(v) => formatMajor(v, currency, intl.locale)}
        emptyText={intl.formatMessage(m.chartEmpty)}
        tableToggleLabel={intl.formatMessage(m.chartTable)}
        locale={intl.locale}
        series={[
          {
            id: currency,
            name: currency,
            points: [...months]
              .reverse()
              .map((x) => ({ x: x.month, y: toMajor(x.totals.find((t) => t.currency === currency) ?? money(0, currency)) })),
          },
        ]}
      />
    </div>
  );
}
