import * as React from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CopyRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Notice } from '@writers-center/design-system';
import { tf } from '../../../components/two-factor/messages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    listStyleType: 'none',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The recovery codes, shown once right after two-factor sign-in is turned on: copy, download, done. */
export function TwoFactorRecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [copied, setCopied] = React.useState(false);
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className={styles.root} aria-labelledby="two-factor-codes">
      <Text as="h3" id="two-factor-codes" weight="semibold" size={400}>
        {intl.formatMessage(tf.codesTitle)}
      </Text>
      <Notice intent="success" role="status">
        {intl.formatMessage(tf.codesBody)}
      </Notice>
      <ul className={styles.codes} aria-label={intl.formatMessage(tf.codesTitle)} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button icon={<CopyRegular />} onClick={() => void copy()}>
          {intl.formatMessage(copied ? tf.copied : tf.copy)}
        </Button>
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          {intl.formatMessage(tf.download)}
        </Button>
        <Button appearance="primary" onClick={onDone}>
          {intl.formatMessage(tf.saved)}
        </Button>
      </div>
    </section>
  );
}
