import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Signature20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Panel, PanelHeader, StatusBadge, loadable, type StatusOf, useToast } from '@writers-center/design-system';
import type { ContractStatus } from '../../../../domain/contract';
import type { ContractView } from '../../../../domain/api/sign';
import { RouterLink } from '../../../lib/RouterLink';
import { ApiError, saveFile } from '../../../lib/http';
import { downloadContractPdf } from '../api/download-contract-pdf';
import { ContractHistory, ContractParties } from './ContractRecord';
import { Terms } from './ContractTerms';
import { TypeChange } from './TypeChange';
import { contract as m, dialog as d } from '../messages';

/** The signing dialog (its frame holds the signing page): fetched when the author first signs. */
const signingDialog = loadable<React.ComponentProps<typeof import('./SigningDialog').SigningDialog>>(() => import('./SigningDialog').then((d) => ({ default: d.SigningDialog })));

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
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
});

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
  const SigningDialog = signingDialog.useComponent(signing);
  const [downloading, setDownloading] = React.useState(false);
  const author = contract.parties.find((p) => p.role === 'author');
  const canSign = contract.status === 'signing' && !contract.pending_change && author && !author.signed_at;

  React.useEffect(() => {
    if (openSigning && canSign) setSigning(true);
  }, [openSigning, canSign]);

  const pdf = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadContractPdf(contract.id), `${contract.contract_no}.pdf`);
    } catch (err) {
      toast({ intent: 'error', title: err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(m.downloadFailed) });
    } finally {
      setDownloading(false);
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

      {contract.pending_change && <TypeChange contractId={contract.id} change={contract.pending_change} headingLevel={headingLevel === 2 ? 3 : 4} onChanged={onChanged} />}
      <ContractParties contract={contract} />
      <div className={styles.actions}>
        {canSign && (
          <Button appearance="primary" icon={<Signature20Regular />} onClick={() => setSigning(true)}>
            {intl.formatMessage(m.sign)}
          </Button>
        )}
        {contract.pdf && (
          <Button
            icon={downloading ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
            onClick={() => void pdf()}
            disabled={downloading}
          >
            {intl.formatMessage(m.download)}
          </Button>
        )}
        {contract.pdf && <RouterLink to="/verify">{intl.formatMessage(m.verifyLink)}</RouterLink>}
      </div>

      <ContractHistory contract={contract} />

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
    </Panel>
  );
}
