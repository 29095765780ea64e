import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { TextArea, useToast } from '@writers-center/design-system';
import type { ContractView } from '../../../../domain/api/sign';
import { FormDialog } from '../../../lib/FormDialog';
import { ApiError } from '../../../lib/http';
import { lazySchema, useFieldProps } from '../../../lib/forms';
import { acceptChange } from '../api/accept-change';
import { declineChange } from '../api/decline-change';
import { Terms } from './ContractTerms';
import { change as c, contract as m } from '../messages';

/** The reason's rule, loaded when the author first declines (lib/lazy-schema). */
const reasonRules = lazySchema(() => import('../../../../domain/schemas/sign').then((rules) => rules.declineChangeSchema.pick(['reason'])));

const useStyles = makeStyles({
  change: {
    border: `1px solid ${tokens.colorPaletteMarigoldBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  sideBySide: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

function DeclineReason() {
  const intl = useIntl();
  const field = useFieldProps<string>('reason');
  return <TextArea {...field} label={intl.formatMessage(c.reason)} rows={3} maxLength={2000} required />;
}

export interface TypeChangeProps {
  contractId: number;
  change: NonNullable<ContractView['pending_change']>;
  /** the section's heading level */
  headingLevel: 3 | 4;
  onChanged(): void;
}

/** A change of contract type the platform proposes: the terms before and after, accepted or declined with a reason. */
export function TypeChange({ contractId, change, headingLevel, onChanged }: TypeChangeProps) {
  const intl = useIntl();
  const styles = useStyles();
  const toast = useToast();
  const [accepting, setAccepting] = React.useState(false);
  const [declining, setDeclining] = React.useState(false);

  const accept = async () => {
    setAccepting(true);
    try {
      await acceptChange(contractId);
      toast({ intent: 'success', title: intl.formatMessage(c.accepted) });
      onChanged();
    } finally {
      setAccepting(false);
    }
  };

  return (
    <section className={styles.change} aria-labelledby={`change-${contractId}`} data-testid="type-change">
      <Text as={`h${headingLevel}`} id={`change-${contractId}`} weight="semibold">
        {intl.formatMessage(c.title)}
      </Text>
      <Text>{intl.formatMessage(c.intro)}</Text>
      <div className={styles.sideBySide}>
        <div>
          <Text weight="semibold">{intl.formatMessage(c.before)}</Text>
          <Terms terms={change.from} />
        </div>
        <div>
          <Text weight="semibold">{intl.formatMessage(c.after)}</Text>
          <Terms terms={change.to} compare={change.from} />
        </div>
      </div>
      {change.note && <Text>{intl.formatMessage(c.note, { note: change.note })}</Text>}
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void accept()} disabled={accepting} icon={accepting ? <Spinner size="tiny" /> : undefined}>
          {intl.formatMessage(c.accept)}
        </Button>
        <Button onClick={() => setDeclining(true)}>{intl.formatMessage(c.decline)}</Button>
      </div>
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
            await declineChange(contractId, reason);
            setDeclining(false);
            toast({ intent: 'success', title: intl.formatMessage(c.declined) });
            onChanged();
          } catch (err) {
            helpers.setErrors({ reason: err instanceof ApiError && (err.fields.reason ?? err.desc) ? (err.fields.reason ?? err.desc) : intl.formatMessage(m.downloadFailed) });
          }
        }}
      >
        <DeclineReason />
      </FormDialog>
    </section>
  );
}
