/** Form fields: plain controlled inputs whose props map one to one onto a Formik field. */
export type { FieldBaseProps, FieldBlurEvent } from './components/FieldBase';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/Select';
export * from './components/Combobox';
export * from './components/RadioGroup';
export * from './components/Checkbox';
export * from './components/DateTimePicker';
export * from './components/TagPicker';
export * from './components/ImageUpload';
export * from './components/Stepper';
export * from './components/SignaturePad';
