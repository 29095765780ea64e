import * as React from 'react';
import { Button, Spinner, Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { DocumentPdf24Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { VerifyState } from '../useVerifyPdf';
import { verify as m } from '../messages';

const useStyles = makeStyles({
  drop: {
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
  },
  over: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  bad: { color: tokens.colorStatusDangerForeground1, flexShrink: 0 },
  hidden: { display: 'none' },
});

/** Where a PDF is dropped or chosen, with the check under way or why a file was refused. */
export function VerifyDrop({ state, onFile }: { state: VerifyState; onFile(file: File | undefined): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const input = React.useRef<HTMLInputElement>(null);
  const [over, setOver] = React.useState(false);
  return (
    <div
      className={`${styles.drop} ${over ? styles.over : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFile(e.dataTransfer.files[0]);
      }}
      data-testid="verify-drop"
    >
      <DocumentPdf24Regular aria-hidden />
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept="application/pdf,.pdf"
        aria-label={intl.formatMessage(m.choose)}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button appearance="primary" onClick={() => input.current?.click()} disabled={state.kind === 'checking'}>
        {intl.formatMessage(m.choose)}
      </Button>
      <Text>{intl.formatMessage(m.drop)}</Text>
      {state.kind === 'checking' && <Spinner size="small" label={intl.formatMessage(m.checking)} />}
      {state.kind === 'idle' && state.error && (
        <Text role="alert" className={styles.bad}>
          {state.error}
        </Text>
      )}
    </div>
  );
}
