import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { ErrorState, Select } from '@writers-center/design-system';
import { useIntl } from 'react-intl';
import { NOW, RELEASED, type Shown, type Side, type Stored } from '../useVersionComparison';
import { editor as e, history as h } from '../messages';
import { DiffView } from './DiffView';

const useStyles = makeStyles({
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
});

/** The picked side compared with the one chosen under "Compare with", and the restore of a picked saved version. */
export function VersionComparison({
  picked,
  other,
  others,
  sideName,
  onOther,
  comparison: { withNow, shown, failed, retry },
  onRestore,
}: {
  picked: Stored;
  other: Side;
  /** the sides the picked one can be compared with */
  others: Side[];
  sideName(side: Side): string;
  onOther(side: Side): void;
  comparison: { withNow: boolean; shown: Shown | undefined; failed: unknown; retry(): void };
  /** restores the picked saved version (none for the released text) */
  onRestore?: () => Promise<void>;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [restoring, setRestoring] = React.useState(false);
  return (
    <div className={styles.detail}>
      <Select
        name="compare-with"
        label={intl.formatMessage(h.compareWith)}
        value={String(other)}
        onChange={(value) => onOther(value === NOW || value === RELEASED ? value : Number(value))}
        options={others.map((side) => ({ value: String(side), label: sideName(side) }))}
      />
      {failed && !shown ? (
        <ErrorState title={intl.formatMessage(h.compareFailed)} retryLabel={intl.formatMessage(e.retry)} onRetry={retry} />
      ) : !shown ? (
        <Spinner size="small" label={intl.formatMessage(h.comparing)} />
      ) : (
        <>
          <Text weight="semibold">{shown.title}</Text>
          {shown.parts.every((p) => p.kind === 'same') ? (
            <Text>{intl.formatMessage(withNow ? h.noChanges : h.noDifferences)}</Text>
          ) : (
            <>
              <Text>
                {intl.formatMessage(h.summary, { added: shown.added, removed: shown.removed, formatted: shown.formatted })}
              </Text>
              <DiffView
                parts={shown.parts}
                label={
                  withNow
                    ? intl.formatMessage(h.compare)
                    : intl.formatMessage(h.compareBetween, { from: sideName(picked), to: sideName(other) })
                }
              />
            </>
          )}
        </>
      )}
      {onRestore && (
        <Button
          icon={<ArrowUndoRegular />}
          disabled={restoring}
          onClick={async () => {
            setRestoring(true);
            try {
              await onRestore();
            } finally {
              setRestoring(false);
            }
          }}
        >
          {intl.formatMessage(h.restore)}
        </Button>
      )}
    </div>
  );
}
