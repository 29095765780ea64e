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
import type { IncomeMonth } from '../../../../domain/api/income';
import { monthName, type LinesScope } from './LinesDialog';
import { MoneyFigure, amounts } from './MoneyFigure';
import { m } from '../messages';
import { useFigureTableStyles } from './table-styles';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '@media print': { display: 'none' } },
});

/** The chosen month's income by work, with its statement to download or print. */
export function WorksTable({
  month,
  onDownload,
  onOpen,
}: {
  month: IncomeMonth;
  onDownload(): void;
  onOpen(scope: LinesScope): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const table = useFigureTableStyles();
  return (
    <section className={table.section} aria-labelledby="income-works">
      <Text as="h2" id="income-works" weight="semibold" size={400}>
        {intl.formatMessage(m.worksOf, { month: monthName(intl, month.month) })}
      </Text>
      <div className={styles.actions}>
        <Button icon={<ArrowDownloadRegular />} onClick={onDownload}>
          {intl.formatMessage(m.download)}
        </Button>
        <Button icon={<PrintRegular />} onClick={() => window.print()}>
          {intl.formatMessage(m.print)}
        </Button>
      </div>
      {month.novels.length === 0 ? (
        <Text>{intl.formatMessage(m.noLines)}</Text>
      ) : (
        <div className={table.wrap}>
          <Table size="small" aria-labelledby="income-works">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.work)}</TableHeaderCell>
                <TableHeaderCell className={table.amount}>{intl.formatMessage(m.total)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {month.novels.map((n) => {
                const title = n.title ?? intl.formatMessage(m.notOfAWork);
                return (
                  <TableRow key={n.original_book_id ?? 'author'}>
                    <TableCell>{title}</TableCell>
                    <TableCell className={table.amount}>
                      {n.original_book_id ? (
                        <MoneyFigure
                          list={n.totals}
                          scope={{ month: month.month, bookId: n.original_book_id, title: n.title }}
                          what={title}
                          onOpen={onOpen}
                        />
                      ) : (
                        <Text>{amounts(intl, n.totals)}</Text>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
