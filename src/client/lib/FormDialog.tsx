import * as React from 'react';
import type { FormikValues } from 'formik';
import { loadable, whenIdle } from '@writers-center/design-system';
import type { FormDialogProps } from './FormDialogView';

export type { FormDialogProps } from './FormDialogView';

// Fluent's Dialog, its focus trap and motion: fetched when the browser is idle or when a dialog
// first opens, not with the page that holds it (about 11 KiB gzip).
const view = loadable<FormDialogProps<FormikValues>>(() => import('./FormDialogView'));

/** A modal Formik form: title, fields, a submit button that shows its progress, and cancel. */
export function FormDialog<V extends FormikValues>(props: FormDialogProps<V>) {
  React.useEffect(() => whenIdle(view.preload, 5000), []);
  // Once in, the dialog stays mounted (closed), so it can animate out and in again.
  const View = view.useComponent(props.open) as React.ComponentType<FormDialogProps<V>> | undefined;
  return View ? <View {...props} /> : null;
}
