import * as React from 'react';
import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { PayoutWire } from '../../../../domain/api/payout';
import type { PayoutStatus } from '../../../../domain/payout';
import { formatMoney } from '../../../../domain/money';
import { StaffText } from '../../../lib/InEnglishMark';
import { m } from '../messages';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  detail: { color: tokens.colorNeutralForeground2 },
});

const COLOR: Record<PayoutStatus, BadgeProps['color']> = { rolled_over: 'informative', pending: 'warning', held: 'severe', paid: 'success', failed: 'danger' };

export const monthLabel = (intl: IntlShape, month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' });
const day = (intl: IntlShape, iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : '');

function detail(intl: IntlShape, p: PayoutWire): React.ReactNode {
  switch (p.status) {
    case 'rolled_over':
      return intl.formatMessage(m.rolledOverDetail, { threshold: formatMoney(p.threshold, intl.locale) });
    case 'pending':
      return intl.formatMessage(m.pendingDetail);
    case 'held':
      return p.hold?.reason === 'payee_changed' && p.hold.until ? intl.formatMessage(m.heldChanged, { date: day(intl, p.hold.until) }) : intl.formatMessage(m.heldMissing);
    case 'paid':
      return intl.formatMessage(m.paidDetail, { date: day(intl, p.paid_at), reference: p.reference ?? '' });
    case 'failed':
      // The reason staff wrote, in the author's language or in English with the fallback mark.
      return intl.formatMessage(m.failedDetail, { date: day(intl, p.failed_at), reason: <StaffText text={p.failure_reason ?? ''} fallback={p.failure_reason_fallback} /> });
  }
}

/** Every month's close, newest first: amount, status and what it means for the author. */
export function PayoutHistory({ list }: { list: readonly PayoutWire[] }) {
  const intl = useIntl();
  const styles = useStyles();
  if (list.length === 0) return <Text>{intl.formatMessage(m.historyEmpty)}</Text>;
  return (
    <div className={styles.wrap}>
      <Table size="small" aria-labelledby="payout-history">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(m.month)}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{intl.formatMessage(m.amount)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.status)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.details)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {list.map((p) => (
            <TableRow key={p.id} data-status={p.status}>
              <TableCell>{monthLabel(intl, p.month)}</TableCell>
              <TableCell className={styles.amount}>{formatMoney(p.amount, intl.locale)}</TableCell>
              <TableCell>
                <Badge appearance="tint" shape="rounded" color={COLOR[p.status]}>
                  {intl.formatMessage(m[p.status])}
                </Badge>
              </TableCell>
              <TableCell className={styles.detail}>{detail(intl, p)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
