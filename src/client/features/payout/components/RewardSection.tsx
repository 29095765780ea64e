import * as React from 'react';
import { Badge, Button, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { Notice, ErrorState, Select, SkeletonText, useToast } from '@writers-center/design-system';
import type { RewardInfo } from '../../../../domain/api/payout';
import type { RewardStatus } from '../../../../domain/payout';
import { formatMoney } from '../../../../domain/money';
import { commonMessages } from '../../../lib/common-messages';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { applyServerErrors, lazySchema, useFieldProps } from '../../../lib/forms';
import { applyReward } from '../api/apply-reward';
import { useRewardInfo } from '../api/get-reward-info';
import { withdrawReward } from '../api/withdraw-reward';
import { m } from '../messages';
import { monthLabel } from './PayoutHistory';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  chances: { fontVariantNumeric: 'tabular-nums' },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  field: { minWidth: '220px', flex: '1 1 220px', maxWidth: '360px' },
  wrap: { overflowX: 'auto' },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
});

const COLOR: Record<RewardStatus, BadgeProps['color']> = { pending: 'warning', approved: 'success', rejected: 'danger', withdrawn: 'informative' };
type Values = { original_book_id: string; month: string };

/** Monthly reward: "{nums} chances left", when they reset, the application form and past applications. */
export function RewardSection() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = useRewardInfo();
  if (error)
    return <ErrorState title={intl.formatMessage(m.loadFailed)} description={failureText(intl, error)} retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={() => void mutate()} headingLevel={3} />;
  if (!data) return <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={4} />;
  const resetsOn = intl.formatDate(`${data.resets_on}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className={styles.section}>
      <Text className={styles.muted}>{intl.formatMessage(m.rewardsIntro)}</Text>
      <Text weight="semibold" size={400} className={styles.chances} data-testid="chances-left" aria-live="polite">
        {intl.formatMessage(m.chancesLeft, { nums: data.chances_left })}
      </Text>
      <Text className={styles.muted}>{intl.formatMessage(m.resets, { nums: data.chances_per_year, date: resetsOn })}</Text>
      {data.works.length === 0 ? (
        <Notice intent="info">{intl.formatMessage(m.noWorks)}</Notice>
      ) : data.chances_left === 0 ? (
        <Notice intent="warning">{intl.formatMessage(m.noChances, { date: resetsOn })}</Notice>
      ) : (
        <ApplyForm info={data} onApplied={() => void mutate()} />
      )}
      <Text as="h3" id="reward-applications" weight="semibold">
        {intl.formatMessage(m.applicationsTitle)}
      </Text>
      <Applications info={data} onChanged={() => void mutate()} />
    </div>
  );
}

function ApplyForm({ info, onApplied }: { info: RewardInfo; onApplied(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const [failure, setFailure] = React.useState<string>();
  // Yup loads when the form first checks something (lib/lazy-schema).
  const rules = React.useMemo(
    () =>
      lazySchema(() =>
        import('yup').then((yup) =>
          yup.object({
            original_book_id: yup.string().required(intl.formatMessage(m.workRequired)),
            month: yup.string().oneOf(info.months, intl.formatMessage(m.monthRequired)).required(intl.formatMessage(m.monthRequired)),
          }),
        ),
      ),
    [intl, info.months],
  );
  const initial: Values = { original_book_id: info.works.length === 1 ? String(info.works[0].original_book_id) : '', month: info.default_month };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(undefined);
    try {
      await applyReward({ original_book_id: Number(values.original_book_id), month: values.month });
    } catch (err) {
      if (!applyServerErrors(err, helpers.setErrors as (e: Record<string, string>) => void)) setFailure(err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(m.applyFailed));
      return;
    }
    toast({ intent: 'success', title: intl.formatMessage(m.applied) });
    onApplied();
  };
  return (
    <Formik initialValues={initial} validate={rules.validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={intl.formatMessage(m.rewardsTitle)}>
          <WorkField info={info} className={styles.field} />
          <MonthField info={info} className={styles.field} />
          <Button type="submit" appearance="primary" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
            {intl.formatMessage(m.apply)}
          </Button>
          {failure && (
            <Notice intent="error" role="alert">{failure}</Notice>
          )}
        </Form>
      )}
    </Formik>
  );
}

function WorkField({ info, className }: { info: RewardInfo; className: string }) {
  const intl = useIntl();
  const field = useFieldProps<string>('original_book_id');
  return <Select {...field} className={className} label={intl.formatMessage(m.work)} required placeholder={intl.formatMessage(m.workPlaceholder)} options={info.works.map((w) => ({ value: String(w.original_book_id), label: w.title }))} />;
}

function MonthField({ info, className }: { info: RewardInfo; className: string }) {
  const intl = useIntl();
  const field = useFieldProps<string>('month');
  return <Select {...field} className={className} label={intl.formatMessage(m.rewardMonth)} required options={info.months.map((month) => ({ value: month, label: monthLabel(intl, month) }))} />;
}

function Applications({ info, onChanged }: { info: RewardInfo; onChanged(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [busy, setBusy] = React.useState<number>();
  if (info.list.length === 0) return <Text className={styles.muted}>{intl.formatMessage(m.applicationsEmpty)}</Text>;
  const withdraw = async (id: number) => {
    setBusy(id);
    try {
      await withdrawReward(id);
      onChanged();
    } catch {
      // the request layer has told the author why
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className={styles.wrap}>
      <Table size="small" aria-labelledby="reward-applications">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage(m.work)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.rewardMonth)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.status)}</TableHeaderCell>
            <TableHeaderCell className={styles.amount}>{intl.formatMessage(m.amount)}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage(m.details)}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {info.list.map((a) => (
            <TableRow key={a.id} data-status={a.status}>
              <TableCell>{a.title}</TableCell>
              <TableCell>{monthLabel(intl, a.month)}</TableCell>
              <TableCell>
                <Badge appearance="tint" shape="rounded" color={COLOR[a.status]}>
                  {intl.formatMessage(m[`reward_${a.status}`])}
                </Badge>
              </TableCell>
              <TableCell className={styles.amount}>{a.amount ? formatMoney(a.amount, intl.locale) : ''}</TableCell>
              <TableCell>
                {a.status === 'pending' ? (
                  <Button size="small" disabled={busy === a.id} onClick={() => void withdraw(a.id)} aria-label={intl.formatMessage(m.withdrawOf, { title: a.title, month: monthLabel(intl, a.month) })}>
                    {intl.formatMessage(m.withdraw)}
                  </Button>
                ) : (
                  (a.reason ?? '')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
