import { useIntl } from 'react-intl';
import { TextArea } from '@writers-center/design-system';
import { TICKET_MESSAGE_MAX } from '../../../../domain/support';
import { useFieldProps } from '../../../lib/forms';
import { m } from '../messages';

/** The message box of both forms: at most 2000 characters, counted as typed. */
export function MessageField({ label, rows = 6 }: { label: string; rows?: number }) {
  const intl = useIntl();
  const field = useFieldProps<string>('message');
  return (
    <TextArea
      {...field}
      label={label}
      required
      rows={rows}
      maxLength={TICKET_MESSAGE_MAX}
      hint={intl.formatMessage(m.count, { count: [...field.value].length, max: TICKET_MESSAGE_MAX })}
    />
  );
}
