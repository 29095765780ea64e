import * as React from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, PageHeader, SkeletonText } from '@writers-center/design-system';
import { formatMoney } from '../../../domain/money';
import { commonMessages } from '../../lib/common-messages';
import { failureText } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { useWelfareClaims } from './api/get-welfare-claims';
import { ClaimStatus } from './components/ClaimStatus';
import { ProgramName } from '../../components/welfare/ProgramName';
import { monthLabel } from './components/ProgramCard';
import { WelfareNav } from './components/WelfareNav';
import { m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  muted: { color: tokens.colorNeutralForeground2 },
  wrap: { overflowX: 'auto' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** /welfareManage2: applications and grants with their status and reasons. */
export default function ClaimsPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useWelfareClaims();
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <div className={styles.page}>
      <PageHeader title={intl.formatMessage(titles.welfare)} />
      <WelfareNav />
      <Text className={styles.muted}>{intl.formatMessage(m.grantedNote)}</Text>
      {error ? (
        <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={2} />
      ) : !data ? (
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={6} />
      ) : data.list.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.claimsEmpty)} />
      ) : (
        <div className={styles.wrap}>
          <Table size="small" aria-label={intl.formatMessage(m.claimsTitle)}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.program)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.period)}</TableHeaderCell>
                <TableHeaderCell className={styles.amount}>{intl.formatMessage(m.amount)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.status)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.details)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.list.map((c) => (
                <TableRow key={c.id} data-status={c.status}>
                  <TableCell>
                    <ProgramName program={c} />
                  </TableCell>
                  <TableCell>{c.period ? monthLabel(intl, c.period) : (c.title ?? '')}</TableCell>
                  <TableCell className={styles.amount}>{formatMoney(c.amount, intl.locale)}</TableCell>
                  <TableCell>
                    <ClaimStatus status={c.status} />
                  </TableCell>
                  <TableCell className={styles.muted}>
                    {c.reason ?? (c.decided_at ? intl.formatMessage(m.decided_on, { date: day(c.decided_at) }) : intl.formatMessage(m.applied_on, { date: day(c.created_at) }))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
