import { Button, Checkbox, Field, Input } from '@fluentui/react-components';
import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { signUpRules } from './rules';

/** The sign-up tab's form: what the portal's /login loads only when the tab is opened. */
export default function SignUpForm() {
  const intl = useIntl();
  const form = useFormik({ initialValues: { email: '', password: '', penName: '' }, validationSchema: signUpRules, onSubmit: () => undefined });
  const error = (name: 'email' | 'password' | 'penName') => (form.touched[name] && form.errors[name] ? intl.formatMessage({ id: form.errors[name] }) : undefined);
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Field label={intl.formatMessage({ id: 'penName' })} validationMessage={error('penName')}>
        <Input name="penName" value={form.values.penName} onChange={form.handleChange} onBlur={form.handleBlur} />
      </Field>
      <Field label={intl.formatMessage({ id: 'email' })} validationMessage={error('email')}>
        <Input name="email" type="email" value={form.values.email} onChange={form.handleChange} onBlur={form.handleBlur} />
      </Field>
      <Field label={intl.formatMessage({ id: 'password' })} validationMessage={error('password')}>
        <Input name="password" type="password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} />
      </Field>
      <Checkbox label={intl.formatMessage({ id: 'agree' })} />
      <Button appearance="primary" type="submit">
        {intl.formatMessage({ id: 'create' })}
      </Button>
    </form>
  );
}
