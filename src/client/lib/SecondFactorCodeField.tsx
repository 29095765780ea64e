import * as React from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import type { TotpStatus } from '../../domain/api/two-factor';
import { tf } from '../components/two-factor/messages';
import { TextField } from '@writers-center/design-system';
import { useFieldProps } from './forms';

/**
 * Whether the account signs in with a second factor: a step that asks for the password again then
 * asks for the app's code too. Looked up only while `asking` (a closed dialog asks nothing).
 */
export function useTwoFactorOn(asking = true): boolean {
  return useSWR<TotpStatus>(asking ? ['/v1/user.totpStatus'] : null).data?.enabled === true;
}

/** The authenticator app's code, beside the password; a refused code is shown under it, in the author's language. */
export function SecondFactorCodeField({ name = 'code' }: { name?: string }) {
  const intl = useIntl();
  const field = useFieldProps<string>(name);
  return <TextField {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={8} label={intl.formatMessage(tf.dialogCode)} required />;
}
