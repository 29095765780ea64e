import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Signature20Regular } from '@fluentui/react-icons';
import { useIntl, type IntlShape } from 'react-intl';
import { Panel, PanelHeader, StatusBadge, TextArea, loadable, type StatusOf, useToast } from '@writers-center/design-system';
import type { ContractStatus } from '../../../../domain/contract';
import type { ContractTermsWire, ContractView } from '../../../../domain/api/sign';
import { FormDialog } from '../../../lib/FormDialog';
import { RouterLink } from '../../../lib/RouterLink';
import { ApiError, saveFile } from '../../../lib/http';
import { lazySchema, useFieldProps } from '../../../lib/forms';
import { acceptChange, declineChange, downloadContractPdf } from '../api/contracts';
import { change as c, contract as m, dialog as d, events as e } from '../messages';

/** The signing dialog (its frame holds the signing page): fetched when the author first signs. */
const signingDialog = loadable<React.ComponentProps<typeof import('./SigningDialog').SigningDialog>>(() => import('./SigningDialog').then((d) => ({ default: d.SigningDialog })));

/** The reason's rule, loaded when the author first declines (lib/lazy-schema). */
const reasonRules = lazySchema(() => import('../../../../domain/schemas/sign').then((rules) => rules.declineChangeSchema.pick(['reason'])));

const BADGE: Record<ContractStatus, StatusOf<'contract'>> = {
  unsigned: 'unsigned',
  signing: 'signing',
  signing_completed: 'signingCompleted',
  contract_completed: 'contractCompleted',
  copyright_expired: 'copyrightExpired',
};

export function ContractBadge({ status }: { status: ContractStatus }) {
  const intl = useIntl();
  return <StatusBadge family="contract" status={BADGE[status]} label={intl.formatMessage(m[status])} />;
}

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  terms: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  term: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  dt: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  dd: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  change: {
    border: `1px solid ${tokens.colorPaletteMarigoldBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  sideBySide: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  changed: { backgroundColor: tokens.colorPaletteMarigoldBackground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  parties: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  history: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

function termRows(intl: IntlShape, terms: ContractTermsWire) {
  return [
    { id: 'type', label: intl.formatMessage(m.type), value: intl.formatMessage(m[terms.type]) },
    {
      id: 'share',
      label: intl.formatMessage(m.share),
      value: intl.formatMessage(m.shareValue, { percent: terms.revenue_share }),
    },
    { id: 'term', label: intl.formatMessage(m.term), value: intl.formatMessage(m.termValue, { years: terms.term_years }) },
    {
      id: 'firstPaid',
      label: intl.formatMessage(m.firstPaid),
      value: terms.first_paid_chapter
        ? intl.formatMessage(m.firstPaidValue, { chapter: terms.first_paid_chapter })
        : intl.formatMessage(m.firstPaidNone),
    },
  ];
}

function Terms({ terms, compare }: { terms: ContractTermsWire; compare?: ContractTermsWire }) {
  const intl = useIntl();
  const styles = useStyles();
  const other = compare ? termRows(intl, compare) : undefined;
  return (
    <dl className={styles.terms}>
      {termRows(intl, terms).map((row, i) => (
        <div key={row.id} className={`${styles.term} ${other && other[i].value !== row.value ? styles.changed : ''}`}>
          <dt className={styles.dt}>{row.label}</dt>
          <dd className={styles.dd}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One contract: status, key terms, a type change to accept, who signed, the PDF and the history. */
export function ContractCard({
  contract,
  onChanged,
  openSigning = false,
  headingLevel = 3,
}: {
  contract: ContractView;
  onChanged(): void;
  openSigning?: boolean;
  /** the card title's level under the page's headings (its sections take the next one) */
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const [signing, setSigning] = React.useState(false);
  const [declining, setDeclining] = React.useState(false);
  const SigningDialog = signingDialog.useComponent(signing);
  const [busy, setBusy] = React.useState<'accept' | 'pdf' | null>(null);
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'long' }) : '—');
  const author = contract.parties.find((p) => p.role === 'author');
  const canSign = contract.status === 'signing' && !contract.pending_change && author && !author.signed_at;

  React.useEffect(() => {
    if (openSigning && canSign) setSigning(true);
  }, [openSigning, canSign]);

  const accept = async () => {
    setBusy('accept');
    try {
      await acceptChange(contract.id);
      toast({ intent: 'success', title: intl.formatMessage(c.accepted) });
      onChanged();
    } finally {
      setBusy(null);
    }
  };

  const pdf = async () => {
    setBusy('pdf');
    try {
      saveFile(await downloadContractPdf(contract.id), `${contract.contract_no}.pdf`);
    } catch (err) {
      toast({ intent: 'error', title: err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(m.downloadFailed) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel className={styles.card} data-testid="contract-card">
      <PanelHeader
        header={
          <Text as={`h${headingLevel}`} size={500} weight="semibold">
            {intl.formatMessage(m.heading, { number: contract.contract_no, title: contract.book.title })}
          </Text>
        }
        action={<ContractBadge status={contract.status} />}
      />
      <section aria-label={intl.formatMessage(m.terms)}>
        {contract.terms ? (
          <Terms terms={contract.terms} />
        ) : (
          <Text className={styles.muted}>{intl.formatMessage(m.notPrepared)}</Text>
        )}
      </section>

      {contract.pending_change && (
        <section className={styles.change} aria-labelledby={`change-${contract.id}`} data-testid="type-change">
          <Text as={headingLevel === 2 ? 'h3' : 'h4'} id={`change-${contract.id}`} weight="semibold">
            {intl.formatMessage(c.title)}
          </Text>
          <Text>{intl.formatMessage(c.intro)}</Text>
          <div className={styles.sideBySide}>
            <div>
              <Text weight="semibold">{intl.formatMessage(c.before)}</Text>
              <Terms terms={contract.pending_change.from} />
            </div>
            <div>
              <Text weight="semibold">{intl.formatMessage(c.after)}</Text>
              <Terms terms={contract.pending_change.to} compare={contract.pending_change.from} />
            </div>
          </div>
          {contract.pending_change.note && <Text>{intl.formatMessage(c.note, { note: contract.pending_change.note })}</Text>}
          <div className={styles.actions}>
            <Button
              appearance="primary"
              onClick={() => void accept()}
              disabled={busy === 'accept'}
              icon={busy === 'accept' ? <Spinner size="tiny" /> : undefined}
            >
              {intl.formatMessage(c.accept)}
            </Button>
            <Button onClick={() => setDeclining(true)}>{intl.formatMessage(c.decline)}</Button>
          </div>
        </section>
      )}

      <section aria-label={intl.formatMessage(m.parties)}>
        <Text weight="semibold" block>
          {intl.formatMessage(m.parties)}
        </Text>
        <ul className={styles.parties}>
          {contract.parties.map((p) => (
            <li key={p.role}>
              <Text>
                {intl.formatMessage(m.party, {
                  role: intl.formatMessage(m[p.role]),
                  name: p.name,
                  state: p.signed_at
                    ? intl.formatMessage(m.signedOn, { date: date(p.signed_at) })
                    : intl.formatMessage(m.notSigned),
                })}
              </Text>
            </li>
          ))}
        </ul>
      </section>

      {contract.guardian_mailed_to && (
        <Text className={styles.muted} block>
          {intl.formatMessage(m.guardianMailed, { email: contract.guardian_mailed_to })}
        </Text>
      )}

      <dl className={styles.terms}>
        <div className={styles.term}>
          <dt className={styles.dt}>{intl.formatMessage(m.signingDate)}</dt>
          <dd className={styles.dd}>{date(contract.signed_at)}</dd>
        </div>
        <div className={styles.term}>
          <dt className={styles.dt}>{intl.formatMessage(m.expires)}</dt>
          <dd className={styles.dd}>{date(contract.expires_at)}</dd>
        </div>
      </dl>

      <div className={styles.actions}>
        {canSign && (
          <Button appearance="primary" icon={<Signature20Regular />} onClick={() => setSigning(true)}>
            {intl.formatMessage(m.sign)}
          </Button>
        )}
        {contract.pdf && (
          <Button
            icon={busy === 'pdf' ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
            onClick={() => void pdf()}
            disabled={busy === 'pdf'}
          >
            {intl.formatMessage(m.download)}
          </Button>
        )}
        {contract.pdf && <RouterLink to="/verify">{intl.formatMessage(m.verifyLink)}</RouterLink>}
      </div>

      <section aria-label={intl.formatMessage(m.history)}>
        <Text weight="semibold" block>
          {intl.formatMessage(m.history)}
        </Text>
        <ol className={styles.history}>
          {contract.events.map((event, i) => (
            <li key={`${event.kind}-${i}`}>
              <Text>
                {intl.formatMessage(event.note ? m.eventWithNote : m.event, {
                  at: intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' }),
                  event: intl.formatMessage(e[event.kind]),
                  note: event.note ?? '',
                })}
              </Text>
            </li>
          ))}
        </ol>
      </section>

      {canSign && SigningDialog && (
        <SigningDialog
          bookId={contract.book.id}
          open={signing}
          onClose={() => setSigning(false)}
          onSigned={() => {
            setSigning(false);
            toast({ intent: 'success', title: intl.formatMessage(d.signed) });
            onChanged();
          }}
        />
      )}
      <FormDialog<{ reason: string }>
        open={declining}
        onOpenChange={setDeclining}
        title={intl.formatMessage(c.declineTitle)}
        submitLabel={intl.formatMessage(c.decline)}
        cancelLabel={intl.formatMessage(c.cancel)}
        initialValues={{ reason: '' }}
        validate={reasonRules.validate}
        onSubmit={async ({ reason }, helpers) => {
          try {
            await declineChange(contract.id, reason);
            setDeclining(false);
            toast({ intent: 'success', title: intl.formatMessage(c.declined) });
            onChanged();
          } catch (err) {
            helpers.setErrors({
              reason:
                err instanceof ApiError && (err.fields.reason ?? err.desc)
                  ? (err.fields.reason ?? err.desc)
                  : intl.formatMessage(m.downloadFailed),
            });
          }
        }}
      >
        <DeclineReason />
      </FormDialog>
    </Panel>
  );
}

function DeclineReason() {
  const intl = useIntl();
  const field = useFieldProps<string>('reason');
  return <TextArea {...field} label={intl.formatMessage(c.reason)} rows={3} maxLength={2000} required />;
}
