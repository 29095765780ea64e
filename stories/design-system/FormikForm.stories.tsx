import * as React from 'react';
import { useIntl } from 'react-intl';
import { Form, Formik, useField, useFormikContext } from 'formik';
import * as yup from 'yup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Checkbox, RadioGroup, Select, TextField } from '@writers-center/design-system';
import { inLocale } from './fixtures';
import { TermsLabel, formColumn, useEditorOptions, useT } from './formsFixtures';

/*
 * The design system's fields bound to Formik and validated by Yup, as the
 * portal's author registration will be. The schema lives here
 * on purpose, a small model of the one the portal will take from
 * src/domain/schemas; its messages are catalog ids, translated when shown.
 */
const PEN_NAME = /^[a-z0-9_. ]+$/i;
const registrationSchema = yup.object({
  penName: yup.string().trim().required('story.forms.textField.penNameRequired').matches(PEN_NAME, 'story.forms.textField.penNameChars'),
  email: yup.string().trim().required('validation.email.required').email('validation.email.format'),
  gender: yup.string().required('story.forms.radio.genderRequired').oneOf(['male', 'female', 'other'], 'story.forms.radio.genderRequired'),
  editor: yup.string().required('story.forms.select.editorRequired'),
  acceptTerms: yup.boolean().oneOf([true], 'validation.privacy.required').required('validation.privacy.required'),
});
type Registration = yup.InferType<typeof registrationSchema>;

const initialValues: Registration = { penName: '', email: '', gender: '', editor: '', acceptTerms: false };

/**
 * One Formik field as the design system's props: name, value, onChange(value),
 * onBlur, and the translated error once the field was touched or the form submitted.
 */
function useFormField<V>(name: keyof Registration) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<V>(name);
  const { submitCount } = useFormikContext();
  const shown = (meta.touched || submitCount > 0) && meta.error;
  return {
    name,
    value: field.value,
    onChange: (value: V) => void helpers.setValue(value),
    onBlur: () => void helpers.setTouched(true),
    validationMessage: shown ? intl.formatMessage({ id: meta.error }) : undefined,
  };
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', justifyContent: 'flex-start' },
});

function RegistrationFields({ sent }: { sent: boolean }) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const editors = useEditorOptions();
  const genders = ['male', 'female', 'other'].map((value) => ({ value, label: t(`radio.${value}`) }));
  return (
    <Form className={styles.form} noValidate aria-labelledby="registration-title">
      <h2 id="registration-title" className={styles.title}>
        {t('formik.title')}
      </h2>
      <TextField {...useFormField<string>('penName')} label={t('textField.penName')} hint={t('textField.penNameHint')} maxLength={30} required />
      <TextField {...useFormField<string>('email')} type="email" autoComplete="email" dir="ltr" label={intl.formatMessage({ id: 'auth.login.email' })} required />
      <RadioGroup {...useFormField<string>('gender')} label={t('radio.gender')} options={genders} layout="horizontal" required />
      <Select {...useFormField<string>('editor')} label={t('select.editor')} placeholder={t('select.editorPlaceholder')} options={editors} required />
      <Checkbox {...useFormField<boolean>('acceptTerms')} label={<TermsLabel />} required />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary">
          {t('formik.submit')}
        </Button>
      </div>
      <div role="status">
        {sent && (
          <MessageBar intent="success">
            <MessageBarBody>{t('formik.sent')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Form>
  );
}

function RegistrationForm({ onSubmit }: { onSubmit(values: Registration): void }) {
  const [sent, setSent] = React.useState(false);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={registrationSchema}
      onSubmit={(values) => {
        onSubmit(registrationSchema.cast(values));
        setSent(true);
      }}
    >
      <RegistrationFields sent={sent} />
    </Formik>
  );
}

const meta = {
  title: 'Forms/FormikForm',
  // The id stays what it was under "Design system/", so baselines and links keep their names.
  id: 'design-system-formikform',
  component: RegistrationForm,
  args: { onSubmit: fn() },
  decorators: [formColumn],
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormikWithYup: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const l = (english: string) => inLocale(globals, english);
    const submit = canvas.getByRole('button', { name: l('Register as an author') });

    // Submitting empty shows every error next to its field, wired with aria-invalid and aria-describedby.
    await userEvent.click(submit);
    const penName = canvas.getByRole('textbox', { name: l('Pen name') });
    const email = canvas.getByRole('textbox', { name: l('Email') });
    const gender = canvas.getByRole('radiogroup', { name: l('Gender') });
    const editor = canvas.getByRole('combobox', { name: l('Editor') });
    const terms = canvas.getByRole('checkbox');
    await waitFor(() => expect(penName).toHaveAttribute('aria-invalid', 'true'));
    await expect(penName).toHaveAccessibleDescription(expect.stringContaining(l('Make up a favorite pen name')));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(l('Email cannot be blank'));
    await expect(gender).toHaveAttribute('aria-invalid', 'true');
    await expect(gender).toHaveAccessibleDescription(l('Please choose an option'));
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(l('Please choose an editor'));
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription(l('Please read and accept the Terms of Use and Privacy Policy'));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Wrong values get their own messages.
    await userEvent.type(penName, 'Mara Quill!');
    await userEvent.type(email, 'mara.quill');
    await userEvent.tab();
    await waitFor(() => expect(penName).toHaveAccessibleDescription(expect.stringContaining(l('Use only letters a–z, digits, underscore, dot and space'))));
    await expect(email).toHaveAccessibleDescription(l('Wrong email format'));

    // Fixing them clears the errors one by one.
    await userEvent.type(penName, '{Backspace}');
    await userEvent.type(email, '@example.com');
    await userEvent.click(canvas.getByRole('radio', { name: l('Female') }));
    await userEvent.selectOptions(editor, 'aiko');
    await userEvent.click(terms);
    await waitFor(() => expect(canvas.queryAllByRole('alert')).toHaveLength(0));
    for (const field of [penName, email, gender, editor, terms]) await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    // Submitting now succeeds with the typed values.
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ penName: 'Mara Quill', email: 'mara.quill@example.com', gender: 'female', editor: 'aiko', acceptTerms: true }),
    );
    await expect(await canvas.findByText(l('Your sign-up has been sent for review.'))).toBeVisible();
  },
};
