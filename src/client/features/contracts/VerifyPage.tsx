import * as React from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { PublicPageBar } from '../../components/PublicPageBar';
import { VerifyDrop } from './components/VerifyDrop';
import { VerifyVerdict } from './components/VerifyVerdict';
import { useVerifyPdf } from './useVerifyPdf';
import { verify as m } from './messages';

const useStyles = makeStyles({
  page: {
    maxWidth: '760px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
});

/**
 * /verify: anyone drops a PDF and learns whether this platform sealed it, unaltered, and for whom;
 * and, beside that verdict, a warning when the contract no longer stands as written (ended,
 * expired, replaced by new terms), with its date and reason.
 */
export default function VerifyPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { state, check } = useVerifyPdf();
  return (
    <>
      <PublicPageBar />
      <main className={styles.page}>
        <header>
          <Text as="h1" size={700} weight="semibold" block>
            {intl.formatMessage(m.title)}
          </Text>
          <Text block>{intl.formatMessage(m.intro)}</Text>
        </header>
        <VerifyDrop state={state} onFile={(file) => void check(file)} />
        {state.kind === 'done' && <VerifyVerdict result={state.result} />}
      </main>
    </>
  );
}
