import * as React from 'react';
import { loadable, whenIdle } from '@writers-center/design-system';
import type { PasswordDialogProps } from './PasswordDialogView';

export type { PasswordDialogProps } from './PasswordDialogView';

// The dialog's field is a Formik one: Formik (and its lodash-es) comes when the browser is idle or
// when the dialog first opens, not with the page that reads the details.
const view = loadable<PasswordDialogProps>(() => import('./PasswordDialogView'));

/**
 * Asks for the account password before personal details are shown in full or saved (payee
 * details, a contract application). `onConfirm` does the call; a wrong password (or any refusal)
 * shows next to the field and the dialog stays open.
 */
export function PasswordDialog(props: PasswordDialogProps) {
  React.useEffect(() => whenIdle(view.preload, 5000), []);
  // Once in, the dialog stays mounted (closed), so it can animate out and in again.
  const View = view.useComponent(props.open);
  return View ? <View {...props} /> : null;
}
