import * as React from 'react';
import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { TextArea, useToast } from '@writers-center/design-system';
import { AUTHOR_INTRO_WORDS } from '../../../../domain/limits';
import { countWords } from '../../../../domain/words';
import { applyServerErrors, lazySchema, useFieldProps } from '../../../lib/forms';
import { FormDialog } from '../../../lib/FormDialog';
import { modifyIntro } from '../api/modify-intro';
import { intro as m, profile as p } from '../messages';

/** The introduction's rules, loaded when the form first checks something (lib/lazy-schema). */
const introRules = lazySchema(() => import('../../../../domain/schemas/author').then((rules) => rules.authorIntroSchema));

function IntroField() {
  const intl = useIntl();
  return (
    <TextArea
      {...useFieldProps<string>('intro')}
      label={intl.formatMessage(m.field)}
      hint={intl.formatMessage(m.description)}
      required
      rows={10}
      countWords={countWords}
      minWords={AUTHOR_INTRO_WORDS.min}
      maxWords={AUTHOR_INTRO_WORDS.max}
      countLabel={(count, min, max) => intl.formatMessage(m.count, { count, min: min ?? 0, max: max ?? 0 })}
    />
  );
}

/** Writes a new intro version (20–400 words); it waits for the editor while the approved one stays visible. */
export function IntroDialog({ initial, open, onOpenChange, onSent }: { initial: string; open: boolean; onOpenChange(open: boolean): void; onSent(): void }) {
  const intl = useIntl();
  const toast = useToast();
  const submit = async (values: { intro: string }, helpers: FormikHelpers<{ intro: string }>) => {
    try {
      const result = await modifyIntro(values.intro.trim());
      if (result.status === 'vetting_failed') {
        const kind = result.reason === 'email' || result.reason === 'url' || result.reason === 'phone' ? result.reason : 'url';
        helpers.setErrors({ intro: intl.formatMessage(m.vettingFailed, { kind: intl.formatMessage(m[`contact_${kind}`]) }) });
        onSent();
        return;
      }
      toast({ intent: 'success', title: intl.formatMessage(m.sent) });
      onSent();
      onOpenChange(false);
    } catch (err) {
      applyServerErrors(err, helpers.setErrors);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      submitLabel={intl.formatMessage(m.submit)}
      cancelLabel={intl.formatMessage(p.cancel)}
      initialValues={{ intro: initial }}
      validate={introRules.validate}
      onSubmit={submit}
    >
      <IntroField />
    </FormDialog>
  );
}
