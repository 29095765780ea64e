import * as React from 'react';
import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { Dialog } from '@writers-center/design-system';
import { Formik, Form, type FormikConfig, type FormikValues } from 'formik';

export interface FormDialogProps<V extends FormikValues> extends Pick<
  FormikConfig<V>,
  'initialValues' | 'validationSchema' | 'validate' | 'onSubmit'
> {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  submitLabel: string;
  cancelLabel: string;
  contentClassName?: string;
  children: React.ReactNode;
}

/** FormDialog's view: Fluent's Dialog around the Formik form (loaded when first opened, see FormDialog). */
export default function FormDialogView<V extends FormikValues>({
  open,
  onOpenChange,
  title,
  submitLabel,
  cancelLabel,
  contentClassName,
  children,
  ...formik
}: FormDialogProps<V>) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => onOpenChange(d.open)} modalType="modal">
      <DialogSurface>
        <Formik<V> {...formik}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <DialogBody>
                <DialogTitle>{title}</DialogTitle>
                <DialogContent className={contentClassName}>{children}</DialogContent>
                <DialogActions>
                  <Button
                    type="submit"
                    appearance="primary"
                    disabled={isSubmitting}
                    icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
                  >
                    {submitLabel}
                  </Button>
                  <Button type="button" onClick={() => onOpenChange(false)}>
                    {cancelLabel}
                  </Button>
                </DialogActions>
              </DialogBody>
            </Form>
          )}
        </Formik>
      </DialogSurface>
    </Dialog>
  );
}
