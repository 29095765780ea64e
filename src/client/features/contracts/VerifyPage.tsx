import * as React from 'react';
import { Button, Spinner, Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { Notice, Panel } from '@writers-center/design-system';
import { CheckmarkCircle24Filled, DocumentPdf24Regular, ErrorCircle24Filled, Warning24Filled } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { VerifyResult } from '../../../domain/api/sign';
import { formatKilobytes } from '../../lib/bytes';
import { ApiError } from '../../lib/http';
import { PublicPageBar } from '../layout';
import { verifyPdf } from './api/signing';
import { verify as m } from './messages';

/** The largest file the server reads (it answers 413 beyond). */
const MAX_BYTES = 10 * 1024 * 1024;

const useStyles = makeStyles({
  page: {
    maxWidth: '760px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
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
  result: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  good: { color: tokens.colorStatusSuccessForeground1, flexShrink: 0 },
  bad: { color: tokens.colorStatusDangerForeground1, flexShrink: 0 },
  warn: { color: tokens.colorStatusWarningForeground1, flexShrink: 0 },
  hash: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all', color: tokens.colorNeutralForeground2 },
  hidden: { display: 'none' },
});

type State = { kind: 'idle'; error?: string } | { kind: 'checking' } | { kind: 'done'; result: VerifyResult };

/**
 * /verify: anyone drops a PDF and learns whether this platform sealed it, unaltered, and for whom;
 * and, beside that verdict, a warning when the contract no longer stands as written (ended,
 * expired, replaced by new terms), with its date and reason.
 */
export default function VerifyPage() {
  const intl = useIntl();
  const styles = useStyles();
  const input = React.useRef<HTMLInputElement>(null);
  const [state, setState] = React.useState<State>({ kind: 'idle' });
  const [over, setOver] = React.useState(false);

  const check = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
      return setState({ kind: 'idle', error: intl.formatMessage(m.notPdf) });
    if (file.size > MAX_BYTES)
      return setState({ kind: 'idle', error: intl.formatMessage(m.tooLarge, { size: formatKilobytes(MAX_BYTES, intl.locale) }) });
    setState({ kind: 'checking' });
    try {
      setState({ kind: 'done', result: await verifyPdf(file) });
    } catch (err) {
      setState({ kind: 'idle', error: err instanceof ApiError && err.desc ? err.desc : intl.formatMessage(m.failed) });
    }
  };

  const verdict = (r: VerifyResult) => {
    const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'long' }) : '—');
    if (!r.sealed)
      return {
        icon: <ErrorCircle24Filled className={styles.bad} />,
        title: m.unsealed,
        body: intl.formatMessage(m.unsealedBody),
      };
    if (!r.intact)
      return { icon: <ErrorCircle24Filled className={styles.bad} />, title: m.altered, body: intl.formatMessage(m.alteredBody) };
    if (!r.ours)
      return { icon: <Warning24Filled className={styles.warn} />, title: m.foreign, body: intl.formatMessage(m.foreignBody) };
    if (!r.known)
      return { icon: <Warning24Filled className={styles.warn} />, title: m.unknown, body: intl.formatMessage(m.unknownBody) };
    return {
      icon: <CheckmarkCircle24Filled className={styles.good} />,
      title: m.genuine,
      body: intl.formatMessage(m.genuineBody, {
        number: r.contract_no ?? '',
        title: r.work_title ?? '',
        penName: r.pen_name ?? '',
        date: date(r.sealed_at ?? r.signed_at),
      }),
    };
  };

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
            void check(e.dataTransfer.files[0]);
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
              void check(e.target.files?.[0]);
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
        {state.kind === 'done' && (
          <Panel role="status" data-testid="verify-result">
            {(() => {
              const v = verdict(state.result);
              return (
                <div className={styles.result}>
                  {v.icon}
                  <div>
                    <Text as="h2" size={500} weight="semibold" block>
                      {intl.formatMessage(v.title)}
                    </Text>
                    <Text block>{v.body}</Text>
                    {state.result.warning && (
                      <Notice intent="warning" title={intl.formatMessage(m.warningTitle)}>
                        {intl.formatMessage(m[state.result.warning.kind], {
                          date: intl.formatDate(state.result.warning.at, { dateStyle: 'long' }),
                          reason: state.result.warning.reason ?? '',
                        })}
                      </Notice>
                    )}
                    <Text size={200} className={styles.hash} block>
                      {intl.formatMessage(m.fingerprint, { hash: state.result.sha256 })}
                    </Text>
                  </div>
                </div>
              );
            })()}
          </Panel>
        )}
      </main>
    </>
  );
}
