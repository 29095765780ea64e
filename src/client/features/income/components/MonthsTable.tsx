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
import { useIntl } from 'react-intl';
import type { IncomeOverview } from '../../../../domain/api/income';
import { monthName, type LinesScope } from './LinesDialog';
import { MoneyFigure } from './MoneyFigure';
import { m } from '../messages';
import { useFigureTableStyles } from './table-styles';

const useStyles = makeStyles({
  // Month names start at one edge, whatever their length (a button centres its text in its minimum width).
  month: { justifyContent: 'flex-start', minWidth: 0, textAlign: 'start' },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
});

/** Income by month: a month's name chooses it (its works show below), its total opens its ledger lines. */
export function MonthsTable({
  data,
  selected,
  onSelect,
  onOpen,
}: {
  data: IncomeOverview;
  selected: string;
  onSelect(month: string): void;
  onOpen(scope: LinesScope): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const table = useFigureTableStyles();
  return (
    <section className={table.section} aria-labelledby="income-months">
      <Text as="h2" id="income-months" weight="semibold" size={400}>
        {intl.formatMessage(m.monthsTitle)}
      </Text>
      <div className={table.wrap}>
        <Table size="small" aria-labelledby="income-months">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.month)}</TableHeaderCell>
              <TableHeaderCell className={table.amount}>{intl.formatMessage(m.total)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.months.map((x) => (
              <TableRow
                key={x.month}
                className={x.month === selected ? styles.selected : undefined}
                aria-selected={x.month === selected}
              >
                <TableCell>
                  <Button
                    appearance="subtle"
                    className={styles.month}
                    onClick={() => onSelect(x.month)}
                    aria-pressed={x.month === selected}
                  >
                    {x.month === data.current_month
                      ? intl.formatMessage(m.monthSoFar, { month: monthName(intl, x.month) })
                      : monthName(intl, x.month)}
                  </Button>
                </TableCell>
                <TableCell className={table.amount}>
                  <MoneyFigure
                    list={x.totals}
                    scope={{ month: x.month, bookId: null }}
                    what={monthName(intl, x.month)}
                    onOpen={onOpen}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
