import type { FieldProps } from '@fluentui/react-components';
import type { FieldBaseProps } from './FieldBase.types';

type Shared = Partial<Pick<FieldBaseProps<unknown>, 'className' | 'label' | 'hint' | 'required' | 'validationMessage'>>;

/** The Fluent Field props every form field derives the same way: an error message puts the field in its error state. */
export function fieldProps({
  className,
  label,
  hint,
  required,
  validationMessage,
}: Shared): Pick<FieldProps, 'className' | 'label' | 'hint' | 'required' | 'validationState' | 'validationMessage'> {
  return { className, label, hint, required, validationState: validationMessage ? 'error' : 'none', validationMessage };
}
