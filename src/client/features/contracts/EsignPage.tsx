import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  Notice,
  Checkbox,
  EmptyState,
  ErrorState,
  Panel,
  SignaturePad,
  SkeletonText,
  TextField,
} from '@writers-center/design-system';
import type { AutographResult, GuardianCodeSent, SigningSession } from '../../../domain/api/sign';
import { messageRef } from '../../../domain/schemas/messages';
import { commonMessages } from '../../lib/common-messages';
import { ApiError } from '../../lib/http';
import { failureText } from '../../lib/http-messages';
import { PublicPageBar } from '../layout';
import { getSigningSession, requestGuardianCode, sendAutograph } from './api/signing';
import { SIGNED_MESSAGE } from './signed-message';
import { contract as c, esign as m } from './messages';

const useStyles = makeStyles({
  page: {
    maxWidth: '1040px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
  },
  keyTerms: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  term: { margin: 0 },
  dt: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  dd: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  clauses: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  clause: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  summary: {
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    alignSelf: 'start',
  },
  sign: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  code: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; session: SigningSession }
  | { kind: 'invalid'; text?: string }
  | { kind: 'failed'; error: unknown };

/**
 * /esign/:token: the signing page of our own signing service (the dialog frames it, signed in as
 * the author; a guardian opens it from the mailed link). The contract in the signer's language
 * with a plain-language summary beside each clause, the key terms, an explicit intent, the
 * signature and, for the guardian, the code emailed to them.
 */
export default function EsignPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { token = '' } = useParams();
  const [load, setLoad] = React.useState<Load>({ kind: 'loading' });
  const [signature, setSignature] = React.useState<string | null>(null);
  const [intent, setIntent] = React.useState(false);
  const [errors, setErrors] = React.useState<{ signature?: string; intent?: string; code?: string; form?: string }>({});
  const [code, setCode] = React.useState('');
  const [codeSent, setCodeSent] = React.useState<GuardianCodeSent | null>(null);
  const [sendingCode, setSendingCode] = React.useState(false);
  const [sending, setSending] = React.useState(false);
  const [done, setDone] = React.useState<AutographResult | null>(null);

  const fetchSession = React.useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'ready', session: await getSigningSession(token) });
    } catch (err) {
      if (err instanceof ApiError && err.code > 0) setLoad({ kind: 'invalid', text: err.fields.token ?? err.desc });
      else setLoad({ kind: 'failed', error: err });
    }
  }, [token]);

  React.useEffect(() => {
    void fetchSession();
  }, [fetchSession]);

  const guardian = load.kind === 'ready' && load.session.code_required;

  const sendCode = async () => {
    setSendingCode(true);
    try {
      setCodeSent(await requestGuardianCode(token));
      setErrors((e) => ({ ...e, code: undefined, form: undefined }));
    } catch (err) {
      setErrors((e) => ({ ...e, form: err instanceof ApiError && err.desc ? err.desc : failureText(intl, err) }));
    } finally {
      setSendingCode(false);
    }
  };

  const sign = async () => {
    try {
      // The rule loads on the first signature, not with the page; if it cannot, the server checks the same rule.
      const schema = await import('../../../domain/schemas/sign').then((rules) => rules.autographSchema).catch(() => undefined);
      await schema?.validate(
        { token, signature: signature ?? '', intent, ...(guardian ? { code } : {}) },
        { abortEarly: false, context: { guardian } },
      );
    } catch (err) {
      const found: typeof errors = {};
      for (const inner of (err as { inner: { path?: string; message: unknown }[] }).inner) {
        const ref = messageRef(inner.message);
        if (inner.path === 'signature' || inner.path === 'intent' || inner.path === 'code')
          found[inner.path] = intl.formatMessage({ id: ref.id }, ref.values);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const result = await sendAutograph({ token, signature: signature!, intent, ...(guardian ? { code: code.replace(/\s+/g, '') } : {}) });
      setDone(result);
      if (window.parent !== window) window.parent.postMessage(SIGNED_MESSAGE, window.location.origin);
    } catch (err) {
      if (err instanceof ApiError && err.fields.code) setErrors({ code: err.fields.code });
      else setErrors({ form: err instanceof ApiError && err.desc ? err.desc : failureText(intl, err) });
    } finally {
      setSending(false);
    }
  };

  let body: React.ReactNode;
  if (load.kind === 'loading') body = <SkeletonText label={intl.formatMessage(commonMessages.loading)} lines={10} />;
  else if (load.kind === 'invalid')
    body = (
      <EmptyState
        title={intl.formatMessage(m.invalid)}
        description={load.text || intl.formatMessage(m.invalidBody)}
        headingLevel={1}
      />
    );
  else if (load.kind === 'failed')
    body = (
      <ErrorState
        title={failureText(intl, load.error)}
        retryLabel={intl.formatMessage(commonMessages.retry)}
        onRetry={() => void fetchSession()}
        headingLevel={1}
      />
    );
  else if (done || load.session.signed)
    body = (
      <EmptyState
        title={intl.formatMessage(m.signed)}
        description={
          <>
            {intl.formatMessage(m.signedBody)}
            {done && done.waiting_for.length > 0 && (
              <>
                {' '}
                {intl.formatMessage(m.waitingFor, {
                  parties: intl.formatList(done.waiting_for.map((p) => intl.formatMessage(c[p]))),
                })}
              </>
            )}
          </>
        }
        headingLevel={1}
      />
    );
  else {
    const s = load.session;
    body = (
      <>
        <header>
          <Text as="h1" size={700} weight="semibold" block>
            {intl.formatMessage(m.title, { number: s.contract_no })}
          </Text>
          <Text block>
            {intl.formatMessage(m.for, { title: s.work_title, penName: s.author_pen_name, platform: s.platform })}
          </Text>
          <Text className={styles.muted} block>
            {intl.formatMessage(m.validUntil, {
              time: intl.formatDate(s.expires_at, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Text>
        </header>
        <Panel>
          <Text as="h2" size={500} weight="semibold">
            {intl.formatMessage(m.keyTerms)}
          </Text>
          <dl className={styles.keyTerms}>
            {s.key_terms.map((t) => (
              <div key={t.id} className={styles.term}>
                <dt className={styles.dt}>{t.label}</dt>
                <dd className={styles.dd}>{t.value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <section aria-labelledby="esign-clauses">
          <Text as="h2" id="esign-clauses" size={500} weight="semibold" block>
            {intl.formatMessage(m.clauses)}
          </Text>
          <ol className={styles.clauses}>
            {s.clauses.map((clause, i) => (
              <li key={clause.id} className={styles.clause}>
                <div>
                  <Text as="h3" weight="semibold" block>
                    {intl.formatMessage(m.clauseTitle, { n: i + 1, title: clause.title })}
                  </Text>
                  <Text block>{clause.text}</Text>
                </div>
                <aside className={styles.summary} aria-label={intl.formatMessage(m.plain)}>
                  <Text size={200} weight="semibold" block>
                    {intl.formatMessage(m.plain)}
                  </Text>
                  <Text>{clause.summary}</Text>
                </aside>
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.sign} aria-label={intl.formatMessage(m.signature)}>
          <Text>{intl.formatMessage(m.signingAs, { name: s.signer, role: intl.formatMessage(m[s.role]) })}</Text>
          <Checkbox
            name="intent"
            value={intent}
            onChange={setIntent}
            label={intl.formatMessage(m.intent)}
            required
            validationMessage={errors.intent}
          />
          <SignaturePad
            name="signature"
            value={signature}
            onChange={setSignature}
            label={intl.formatMessage(m.signature)}
            required
            validationMessage={errors.signature}
            labels={{
              draw: intl.formatMessage(m.draw),
              type: intl.formatMessage(m.type),
              modes: intl.formatMessage(m.modes),
              clear: intl.formatMessage(m.clear),
              canvas: intl.formatMessage(m.canvas),
              typedName: intl.formatMessage(m.typedName),
            }}
          />
          {s.code_required && (
            <div className={styles.code}>
              <Text>
                {codeSent
                  ? intl.formatMessage(m.codeSent, {
                      email: codeSent.sent_to,
                      time: intl.formatTime(codeSent.expires_at, { timeStyle: 'short' }),
                    })
                  : intl.formatMessage(m.codeHint, { email: s.code_sent_to ?? '' })}
              </Text>
              <Button
                onClick={() => void sendCode()}
                disabled={sendingCode}
                icon={sendingCode ? <Spinner size="tiny" /> : undefined}
              >
                {intl.formatMessage(codeSent ? m.resendCode : m.sendCode)}
              </Button>
              <TextField
                name="code"
                value={code}
                onChange={setCode}
                label={intl.formatMessage(m.code)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                validationMessage={errors.code}
              />
            </div>
          )}
          {errors.form && (
            <Notice intent="error" role="alert">{errors.form}</Notice>
          )}
          <div>
            <Button
              appearance="primary"
              onClick={() => void sign()}
              disabled={sending}
              icon={sending ? <Spinner size="tiny" /> : undefined}
            >
              {intl.formatMessage(m.sign)}
            </Button>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <PublicPageBar />
      <main className={styles.page}>{body}</main>
    </>
  );
}
