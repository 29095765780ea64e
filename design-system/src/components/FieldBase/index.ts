export type { FieldBaseProps, FieldBlurEvent } from './FieldBase.types';
export { useFieldBlur } from './useFieldBlur';
export { spokenAfter, visuallyHidden } from './styles';
export { fieldProps } from './fieldProps';
