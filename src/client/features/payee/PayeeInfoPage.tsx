import * as React from 'react';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, PageHeader, Panel, PanelHeader, SkeletonText, loadable, whenIdle } from '@writers-center/design-system';
import type { PayeeInfo, PayeeValues } from '../../../domain/api/payee';
import { COMMON_PAYEE_FIELDS, METHOD_FIELDS, type PayeeMethod } from '../../../domain/payee';
import { countryName } from '../../../domain/countries';
import { useProfile } from '../../api/get-profile';
import { SalaryNav } from '../../components/salary/SalaryNav';
import { commonMessages } from '../../lib/common-messages';
import { failureText, httpMessages } from '../../lib/http-messages';
import { titles } from '../../lib/routes';
import { PasswordDialog } from '../../lib/PasswordDialog';
import { PayeeNotice } from '../../components/salary/PayeeNotice';
import { usePayeeInfo } from '../../api/get-payee-info';
import { revealPayee } from './api/reveal-payee';
import { m } from './messages';

/**
 * The form (Formik, the country picker, the text areas): most visits only read the details, so it
 * comes when the page is idle, or at once when there are no details yet.
 */
const payeeForm = loadable<React.ComponentProps<typeof import('./components/PayeeForm').PayeeForm>>(() =>
  import('./components/PayeeForm').then((module) => ({ default: module.PayeeForm })),
);

/** How long revealed values stay on screen. */
const SHOWN_MS = 60_000;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: '720px' },
  values: { display: 'grid', gridTemplateColumns: 'minmax(160px, max-content) 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  // The page's own font: names and addresses are text; figures line up by their tabular digits.
  value: { margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  tableWrap: { overflowX: 'auto' },
});

/** The label of each payee field, as the form names it. */
const FIELD_LABELS: Record<string, (typeof m)[keyof typeof m]> = {
  method: m.method_field,
  country: m.country,
  bank: m.bank,
  bank_account: m.bank_account,
  account_holder: m.account_holder,
  swift: m.swift,
  branch_postal_code: m.branch_postal_code,
  paypal: m.paypal,
  telephone: m.telephone,
  address: m.address,
  id_number: m.id_number,
  facebook: m.facebook,
};

type Mode = { kind: 'view' } | { kind: 'edit'; current?: PayeeValues; password?: string };

/** /salaryManage/salaryManageInfo: where the author's money goes. */
export default function PayeeInfoPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, error, mutate } = usePayeeInfo();
  const profile = useProfile();
  const [mode, setMode] = React.useState<Mode>({ kind: 'view' });
  const [shown, setShown] = React.useState<PayeeValues>();
  const [asking, setAsking] = React.useState<'show' | 'edit'>();

  React.useEffect(() => whenIdle(payeeForm.preload, 3000), []);
  React.useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(undefined), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

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
        <ErrorState
          title={intl.formatMessage(m.loadFailed)}
          description={failureText(intl, error)}
          retryLabel={intl.formatMessage(commonMessages.retry)}
          onRetry={() => void mutate()}
          headingLevel={2}
        />
      </>
    );
  if (!data || profile.isLoading)
    return (
      <>
        {header}
        <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={6} />
      </>
    );

  const saved = () => {
    setMode({ kind: 'view' });
    setShown(undefined);
    void mutate();
  };
  const form = (current?: PayeeValues, password?: string) => (
    <PayeeFormSlot
      current={current}
      password={password}
      version={data.version}
      country={profile.data?.country ?? null}
      coolingOffDays={data.cooling_off_days}
      onSaved={saved}
      onCancel={data.details ? () => setMode({ kind: 'view' }) : undefined}
    />
  );

  return (
    <div className={styles.page}>
      {header}
      <Text className={styles.intro}>{intl.formatMessage(m.intro, { days: data.cooling_off_days })}</Text>
      <PayeeNotice info={data} linked={false} />
      {mode.kind === 'edit' ? (
        form(mode.current, mode.password)
      ) : data.details ? (
        <Details info={data} shown={shown} onShow={() => setAsking('show')} onHide={() => setShown(undefined)} onEdit={() => setAsking('edit')} />
      ) : (
        <>
          <EmptyState title={intl.formatMessage(m.none)} description={intl.formatMessage(m.noneBody)} headingLevel={2} />
          {form()}
        </>
      )}
      <History info={data} />
      <PasswordDialog
        open={!!asking}
        onOpenChange={(open) => !open && setAsking(undefined)}
        body={intl.formatMessage(asking === 'edit' ? m.passwordSaveBody : m.passwordShowBody)}
        onConfirm={async (password, code) => {
          const values = await revealPayee(password, code);
          if (asking === 'edit') setMode({ kind: 'edit', current: values, password });
          else setShown(values);
          setAsking(undefined);
        }}
      />
    </div>
  );
}

/** The form once its code is in; a skeleton meanwhile, and a retry if the code cannot come (offline). */
function PayeeFormSlot(props: React.ComponentProps<typeof import('./components/PayeeForm').PayeeForm>) {
  const intl = useIntl();
  const { Component: PayeeForm, failed, retry } = payeeForm.useLoad();
  if (PayeeForm) return <PayeeForm {...props} />;
  if (failed)
    return (
      <ErrorState
        title={intl.formatMessage(m.formLoadFailed)}
        description={intl.formatMessage(httpMessages.network)}
        retryLabel={intl.formatMessage(commonMessages.retry)}
        onRetry={retry}
        headingLevel={2}
      />
    );
  return (
    <div data-code-loading="">
      <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={8} />
    </div>
  );
}

function Details({ info, shown, onShow, onHide, onEdit }: { info: PayeeInfo; shown?: PayeeValues; onShow(): void; onHide(): void; onEdit(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const details = info.details!;
  const method = details.method as PayeeMethod;
  const fields = ['method', ...(method === 'bank' ? ['country'] : []), ...METHOD_FIELDS[method], ...COMMON_PAYEE_FIELDS] as const;
  const value = (field: string): string => {
    if (field === 'method') return intl.formatMessage(method === 'bank' ? m.bankMethod : m.paypalMethod);
    if (field === 'country') return details.country ? countryName(details.country, intl.locale) : '';
    const clear = shown?.[field as keyof PayeeValues];
    return clear ?? (details[field as keyof typeof details] as string | null) ?? '';
  };
  return (
    <Panel>
      <PanelHeader header={<Text as="h2" weight="semibold" size={400}>{intl.formatMessage(m.detailsTitle)}</Text>} />
      <dl className={styles.values} aria-label={intl.formatMessage(m.detailsTitle)}>
        {fields.map((field) => (
          <React.Fragment key={field}>
            <dt className={styles.term}>{intl.formatMessage(FIELD_LABELS[field])}</dt>
            <dd className={styles.value}>{value(field)}</dd>
          </React.Fragment>
        ))}
      </dl>
      {shown && <Text size={200}>{intl.formatMessage(m.shownFor)}</Text>}
      <div className={styles.actions}>
        {shown ? <Button onClick={onHide}>{intl.formatMessage(m.hide)}</Button> : <Button onClick={onShow}>{intl.formatMessage(m.show)}</Button>}
        <Button appearance="primary" onClick={onEdit}>
          {intl.formatMessage(m.edit)}
        </Button>
      </div>
    </Panel>
  );
}

function History({ info }: { info: PayeeInfo }) {
  const intl = useIntl();
  const styles = useStyles();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const fieldName = (f: string) => (FIELD_LABELS[f] ? intl.formatMessage(FIELD_LABELS[f]) : f);
  return (
    <section aria-labelledby="payee-history">
      <Text as="h2" id="payee-history" weight="semibold" size={400}>
        {intl.formatMessage(m.historyTitle)}
      </Text>
      {info.history.length === 0 ? (
        <Text as="p">{intl.formatMessage(m.historyEmpty)}</Text>
      ) : (
        <div className={styles.tableWrap}>
          <Table aria-labelledby="payee-history" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.historyWhen)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.historyFields)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.historyDevice)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.historyAddress)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.historyHold)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {info.history.map((h) => (
                <TableRow key={h.at}>
                  <TableCell>{when(h.at)}</TableCell>
                  <TableCell>{intl.formatList(h.fields.map(fieldName), { type: 'conjunction' })}</TableCell>
                  <TableCell>{h.device ?? intl.formatMessage(m.unknown)}</TableCell>
                  <TableCell>{h.ip_address ?? intl.formatMessage(m.unknown)}</TableCell>
                  <TableCell>{h.hold_until ? when(h.hold_until) : intl.formatMessage(m.noHold)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
