import { useIntl } from 'react-intl';
import { TextField } from '@writers-center/design-system';
import { useFieldProps } from '../../../lib/forms';
import { editor as e } from '../messages';

/** The chapter's title: the form's field, with every keystroke also handed to the saver. */
export function TitleField({ hint, disabled, onType }: { hint: string; disabled: boolean; onType(title: string): void }) {
  const intl = useIntl();
  const field = useFieldProps<string>('title');
  return (
    <TextField
      {...field}
      onChange={(value: string) => {
        onType(value);
        field.onChange(value);
      }}
      label={intl.formatMessage(e.title)}
      hint={hint}
      required
      disabled={disabled}
    />
  );
}
