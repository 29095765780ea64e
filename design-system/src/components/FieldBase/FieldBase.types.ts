import type * as React from 'react';

/**
 * What a field passes to `onBlur`: just enough of an event for Formik's
 * `handleBlur` (it reads `target.name`) and for `() => setFieldTouched(name)`.
 * Composite fields call it once, when focus leaves the whole field.
 */
export interface FieldBlurEvent {
  type: 'blur';
  target: { name: string };
}

/**
 * The props every form field shares. They map one to one onto a Formik field:
 * `name`, `value`, `onChange(value)` with the typed value (not the event) and
 * `onBlur`; `validationMessage` is the translated Yup error, shown under the
 * field with Fluent Field's error state and aria wiring.
 */
export interface FieldBaseProps<V> {
  /** the form field's name (Formik path) */
  name: string;
  /** the field's current value (controlled), e.g. Formik's `values[name]` */
  value: V;
  /** called with the new value itself, not an event, e.g. `(value) => setFieldValue(name, value)` */
  onChange(value: V): void;
  /** called when focus leaves the field */
  onBlur?(event: FieldBlurEvent): void;
  /** the field's visible label */
  label: string;
  /** help text under the field (text, or an element e.g. with a link) */
  hint?: string | React.ReactElement;
  /** shows the required marker and sets aria-required; @default false */
  required?: boolean;
  /** makes the field unavailable: shown dimmed, and it cannot be changed; @default false */
  disabled?: boolean;
  /** the translated validation error; when set the field is in its error state (aria-invalid) */
  validationMessage?: string;
  /** where the rule behind an error is explained: shown after the error as a link, e.g. `{ href: '/helpCenter?article=payee#bank', label: 'Why?' }` */
  ruleHelp?: { href: string; label: string };
  /** class name added to the root element (Fluent's Field `<div>`) */
  className?: string;
}
