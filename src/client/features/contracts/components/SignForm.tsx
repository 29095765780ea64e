import * as React from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { Notice, Checkbox, SignaturePad, TextField } from '@writers-center/design-system';
import type { AutographResult, GuardianCodeSent, SigningSession } from '../../../../domain/api/sign';
import { messageRef } from '../../../../domain/schemas/messages';
import { ApiError } from '../../../lib/http';
import { failureText } from '../../../lib/http-messages';
import { requestGuardianCode } from '../api/request-guardian-code';
import { sendAutograph } from '../api/send-autograph';
import { SIGNED_MESSAGE } from '../signed-message';
import { esign as m } from '../messages';

const useStyles = makeStyles({
  sign: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  code: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

type Errors = { signature?: string; intent?: string; code?: string; form?: string };

/** The signer's side of a signing session: intent, signature and a guardian's emailed code, checked, then sent. */
function useAutograph(token: string, guardian: boolean, onSigned: (result: AutographResult) => void) {
  const intl = useIntl();
  const [signature, setSignature] = React.useState<string | null>(null);
  const [intent, setIntent] = React.useState(false);
  const [errors, setErrors] = React.useState<Errors>({});
  const [code, setCode] = React.useState('');
  const [codeSent, setCodeSent] = React.useState<GuardianCodeSent | null>(null);
  const [sendingCode, setSendingCode] = React.useState(false);
  const [sending, setSending] = React.useState(false);
  const said = (err: unknown) => (err instanceof ApiError && err.desc ? err.desc : failureText(intl, err));

  const sendCode = async () => {
    setSendingCode(true);
    try {
      setCodeSent(await requestGuardianCode(token));
      setErrors((e) => ({ ...e, code: undefined, form: undefined }));
    } catch (err) {
      setErrors((e) => ({ ...e, form: said(err) }));
    } finally {
      setSendingCode(false);
    }
  };

  /** The rule's messages by field, or none (the rule loads on the first signature; if it cannot, the server checks the same rule). */
  const check = async (): Promise<Errors> => {
    try {
      const schema = await import('../../../../domain/schemas/sign').then((rules) => rules.autographSchema).catch(() => undefined);
      await schema?.validate({ token, signature: signature ?? '', intent, ...(guardian ? { code } : {}) }, { abortEarly: false, context: { guardian } });
      return {};
    } catch (err) {
      const found: Errors = {};
      for (const inner of (err as { inner: { path?: string; message: unknown }[] }).inner) {
        const ref = messageRef(inner.message);
        if (inner.path === 'signature' || inner.path === 'intent' || inner.path === 'code') found[inner.path] = intl.formatMessage({ id: ref.id }, ref.values);
      }
      return found;
    }
  };

  const sign = async () => {
    const found = await check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const result = await sendAutograph({ token, signature: signature!, intent, ...(guardian ? { code: code.replace(/\s+/g, '') } : {}) });
      onSigned(result);
      if (window.parent !== window) window.parent.postMessage(SIGNED_MESSAGE, window.location.origin);
    } catch (err) {
      setErrors(err instanceof ApiError && err.fields.code ? { code: err.fields.code } : { form: said(err) });
    } finally {
      setSending(false);
    }
  };
  return { signature, setSignature, intent, setIntent, errors, code, setCode, codeSent, sendingCode, sending, sendCode, sign };
}

/** The signature: who signs and as what, the intent, the pad, a guardian's code, and "Sign". */
export function SignForm({ token, session: s, onSigned }: { token: string; session: SigningSession; onSigned(result: AutographResult): void }) {
  const intl = useIntl();
  const styles = useStyles();
  const { signature, setSignature, intent, setIntent, errors, code, setCode, codeSent, sendingCode, sending, sendCode, sign } = useAutograph(token, s.code_required, onSigned);
  return (
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
  );
}
