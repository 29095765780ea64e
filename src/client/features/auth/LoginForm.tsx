import * as React from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiCode } from '../../../domain/errors';
import { waitInWords } from '../../../domain/session';
import { ApiError } from '../../lib/http';
import { TextFieldView, applyServerErrors, errorText } from '../../lib/text-field';
import { failureText } from '../../lib/http-messages';
import { login } from './api/login';
import { messages } from './messages';
import { RouterLink } from './AuthFrame';

// The error's bar loads when the author first submits (most sign-ins show none), in time for the
// answer; if it cannot load (offline), the error still shows, as plain text.
const loadFormError = () => import('./FormError');
const FormError = React.lazy(() => loadFormError().catch(() => ({ default: ({ children }: { children: React.ReactNode }) => <p role="alert">{children}</p> })));
// The way past a slow-down loads the first time sign-in is slowed (few sign-ins ever are).
const SignInLinkOffer = React.lazy(() => import('./SignInLinkOffer'));
// The second factor's step loads when an account with two-factor sign-in on has given its password.
const SecondFactorStep = React.lazy(() => import('./SecondFactorStep'));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  forgot: { margin: `calc(-1 * ${tokens.spacingVerticalS}) 0 0`, textAlign: 'end' },
});

type Values = { email: string; password: string };
type Errors = Partial<Record<keyof Values, unknown>>;

/**
 * The sign-in rules' refusals, the first for each field. The rules (the domain's Yup schema) load
 * when the author first types or submits, not with the page; if they cannot load, the server's
 * own check answers instead.
 */
async function checkLogin(values: Values): Promise<Errors> {
  let schema;
  try {
    schema = (await import('../../../domain/schemas/auth')).loginSchema;
  } catch {
    return {};
  }
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Errors = {};
    for (const e of (err as { inner?: { path?: string; message: unknown }[] }).inner ?? []) {
      const key = e.path as keyof Values | undefined;
      if (key && !(key in errors)) errors[key] = e.message;
    }
    return errors;
  }
}

/**
 * The sign-in form's state: two fields checked as the author types, leaves a field or submits.
 * Written out rather than with Formik, the portal's other forms' library: this form is on the
 * first page most visitors load, and Formik brings lodash-es with it (about 11 KiB gzip of
 * /login's first load).
 */
function useLoginForm(submit: (values: Values, setErrors: (errors: Errors) => void) => Promise<void>) {
  const [values, setValues] = React.useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = React.useState<Errors>({});
  const [touched, setTouched] = React.useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = React.useState(false);
  const [submitting, setSubmitting] = React.useState(false);
  // Only the latest check's answer counts (an earlier one may finish later).
  const run = React.useRef(0);
  const check = async (next: Values) => {
    const id = ++run.current;
    const found = await checkLogin(next);
    if (id === run.current) setErrors(found);
    return found;
  };
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      void check(next);
    },
    onBlur: () => {
      setTouched((t) => ({ ...t, [name]: true }));
      void check(values);
    },
    error: touched[name] || submitted ? errors[name] : undefined,
  });
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    void loadFormError().catch(() => undefined);
    if (submitting) return;
    setSubmitted(true);
    setSubmitting(true);
    try {
      if (Object.keys(await check(values)).length > 0) return;
      await submit(values, setErrors);
    } finally {
      setSubmitting(false);
    }
  };
  return { field, onSubmit, submitting, values };
}

/** Seconds left until `until` (a time in ms), ticking every second; 0 once it has passed. */
function useCountdown(until: number | undefined): number {
  const [now, setNow] = React.useState(() => Date.now());
  // A new deadline counts from now, from its first render: the clock read when the page opened
  // would announce one minute too many.
  const [counting, setCounting] = React.useState(until);
  if (counting !== until) {
    setCounting(until);
    setNow(Date.now());
  }
  React.useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/**
 * The wait, said as the server says it (waitInWords): "30 seconds" under a minute, else whole
 * minutes rounded up, counting down from `retryAfter`. The alert is announced when it appears; the
 * count inside it is a timer, which screen readers do not read out at every tick.
 */
function waitText(intl: IntlShape, seconds: number): React.ReactNode {
  const wait = waitInWords(seconds);
  const text = wait.unit === 'seconds' ? intl.formatMessage(messages.retryIn, { seconds: wait.seconds }) : intl.formatMessage(messages.retryInMinutes, { minutes: wait.minutes });
  return <span role="timer">{text}</span>;
}

export interface LoginFormProps {
  onSignedIn(token: string): void;
  /** a challenge from elsewhere (the mailed sign-in link): the second step straight away */
  initialChallenge?: string;
}

/** Email and password sign-in on /login, with the shared sign-in rules. */
export function LoginForm({ onSignedIn, initialChallenge }: LoginFormProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [formError, setFormError] = React.useState<string>();
  const [reveal, setReveal] = React.useState(false);
  const [retryUntil, setRetryUntil] = React.useState<number>();
  // Once sign-in has been slowed, the owner is offered a sign-in link by mail (until they sign in).
  const [slowed, setSlowed] = React.useState(false);
  // The password step's challenge, while the second factor is asked for.
  const [challenge, setChallenge] = React.useState<string>();
  const [fromLink, setFromLink] = React.useState(initialChallenge);
  if (fromLink !== initialChallenge) {
    setFromLink(initialChallenge);
    setChallenge(initialChallenge);
  }
  const waitSeconds = useCountdown(retryUntil);
  const waiting = waitSeconds > 0;
  const waitMessage = waiting ? waitText(intl, waitSeconds) : undefined;
  const shown = waitMessage ?? formError;

  const form = useLoginForm(async (values, setErrors) => {
    setFormError(undefined);
    setRetryUntil(undefined);
    try {
      const answer = await login({ email: values.email.trim(), password: values.password });
      if ('challenge' in answer) setChallenge(answer.challenge);
      else onSignedIn(answer.token);
    } catch (err) {
      // The form says what went wrong, once: the sign-in call shows no toast.
      if (applyServerErrors(err, setErrors)) return;
      if (err instanceof ApiError && err.code === ApiCode.TooFrequent) {
        const seconds = (err.data as { retryAfter?: number } | undefined)?.retryAfter ?? 60;
        setRetryUntil(Date.now() + seconds * 1000);
        setSlowed(true);
      } else setFormError(failureText(intl, err));
    }
  });
  const bound = (name: keyof Values) => {
    const { error, ...rest } = form.field(name);
    return { ...rest, error: errorText(intl, error) };
  };

  if (challenge) {
    return (
      <React.Suspense fallback={<Spinner label={intl.formatMessage(messages.submitting)} />}>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={onSignedIn}
          withoutPassword={challenge === initialChallenge}
          onBack={(reason) => {
            setChallenge(undefined);
            setFormError(reason);
          }}
        />
      </React.Suspense>
    );
  }

  return (
    <form className={styles.form} noValidate aria-label={intl.formatMessage(messages.submit)} onSubmit={(e) => void form.onSubmit(e)}>
      {shown && (
        <React.Suspense fallback={null}>
          <FormError>{shown}</FormError>
        </React.Suspense>
      )}
      {slowed && (
        <React.Suspense fallback={null}>
          <SignInLinkOffer email={form.values.email.trim()} />
        </React.Suspense>
      )}
      <TextFieldView {...bound('email')} type="email" autoComplete="email" label={intl.formatMessage(messages.email)} required />
      <TextFieldView
        {...bound('password')}
        type={reveal ? 'text' : 'password'}
        autoComplete="current-password"
        label={intl.formatMessage(messages.password)}
        required
        contentAfter={
          <Button
            appearance="transparent"
            size="small"
            icon={reveal ? <EyeOffRegular /> : <EyeRegular />}
            aria-label={intl.formatMessage(reveal ? messages.hidePassword : messages.showPassword)}
            onClick={() => setReveal((r) => !r)}
          />
        }
      />
      <p className={styles.forgot}>
        {/* The address typed here goes along, so it is not typed twice. */}
        <RouterLink to={form.values.email.trim() ? `/forgot-password?${new URLSearchParams({ email: form.values.email.trim() })}` : '/forgot-password'}>
          {intl.formatMessage(messages.forgot)}
        </RouterLink>
      </p>
      <Button type="submit" appearance="primary" disabled={form.submitting || waiting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
        {intl.formatMessage(form.submitting ? messages.submitting : messages.submit)}
      </Button>
    </form>
  );
}
