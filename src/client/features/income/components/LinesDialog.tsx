import * as React from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
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
import { Dialog, ErrorState } from '@writers-center/design-system';
import type { IncomeLine } from '../../../../domain/api/income';
import { formatMoney } from '../../../../domain/money';
import { commonMessages } from '../../../lib/common-messages';
import { failureText } from '../../../lib/http-messages';
import { useIncomeLines } from '../api/get-income-lines';
import { m } from '../messages';
import { useFigureTableStyles } from './table-styles';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)' },
  wrap: { overflowX: 'auto', maxHeight: '60vh' },
  totals: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', fontWeight: tokens.fontWeightSemibold },
});

export interface LinesScope {
  month: string;
  bookId: number | null;
  /** the work's title, when the figure was a work's */
  title?: string | null;
}

/** The drill-down: the ledger lines behind a figure, each with its working, older ones on demand. */
export function LinesDialog({ scope, onClose }: { scope: LinesScope | null; onClose(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const table = useFigureTableStyles();
  const { data, error, size, setSize, isValidating, mutate } = useIncomeLines(scope);
  const lines = data?.flatMap((p) => p.list) ?? [];
  const totals = data?.[0]?.totals ?? [];
  const more = data?.[data.length - 1]?.next_cursor != null;
  const month = scope ? monthName(intl, scope.month) : '';
  const title = scope?.title ? intl.formatMessage(m.linesOfWork, { month, title: scope.title }) : intl.formatMessage(m.linesOf, { month });

  return (
    <Dialog open={!!scope} onOpenChange={(_, d) => !d.open && onClose()} modalType="modal">
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {error ? (
              <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={3} />
            ) : !data ? (
              <Spinner label={intl.formatMessage(commonMessages.loading)} />
            ) : lines.length === 0 ? (
              <Text>{intl.formatMessage(m.noLines)}</Text>
            ) : (
              <>
                <div className={styles.totals} aria-label={intl.formatMessage(m.total)}>
                  {totals.map((t) => (
                    <span key={t.currency}>{formatMoney(t, intl.locale)}</span>
                  ))}
                </div>
                <div className={styles.wrap}>
                  <Table size="small" aria-label={title}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{intl.formatMessage(m.day)}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage(m.work)}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage(m.kind)}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage(m.working)}</TableHeaderCell>
                        <TableHeaderCell className={table.amount}>{intl.formatMessage(m.amount)}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {lines.map((line) => (
                        <TableRow key={line.id}>
                          <TableCell>{intl.formatDate(`${line.day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</TableCell>
                          <TableCell>{line.title ?? intl.formatMessage(m.notOfAWork)}</TableCell>
                          <TableCell>{intl.formatMessage(m[line.kind])}</TableCell>
                          <TableCell>{working(intl, line)}</TableCell>
                          <TableCell className={table.amount}>{formatMoney(line.amount, intl.locale)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {more && (
              <Button onClick={() => void setSize(size + 1)} disabled={isValidating} icon={isValidating ? <Spinner size="tiny" /> : undefined}>
                {intl.formatMessage(m.more)}
              </Button>
            )}
            <Button appearance="primary" onClick={onClose}>
              {intl.formatMessage(m.close)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** An unlock's working (coins × rate = gross × share), or the reason staff gave. */
function working(intl: ReturnType<typeof useIntl>, line: IncomeLine): string {
  if (line.coins !== null && line.rate !== null && line.gross && line.share_bp !== null) {
    return intl.formatMessage(m.unlockWorking, { coins: line.coins, rate: line.rate, gross: formatMoney(line.gross, intl.locale), share: line.share_bp / 10_000 });
  }
  return line.reason ?? '';
}

/** "October 2026" in the author's language. */
export const monthName = (intl: ReturnType<typeof useIntl>, month: string) =>
  intl.formatDate(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
