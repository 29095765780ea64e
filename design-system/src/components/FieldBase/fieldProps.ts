import * as React from 'react';
import { Link, type FieldProps } from '@fluentui/react-components';
import type { FieldBaseProps } from './FieldBase.types';

type Shared = Partial<Pick<FieldBaseProps<unknown>, 'className' | 'label' | 'hint' | 'required' | 'validationMessage' | 'ruleHelp'>>;

/**
 * The Fluent Field props every form field derives the same way: an error message puts the field in
 * its error state; with `ruleHelp` the message links to the rule's explanation (in a new tab, so
 * nothing typed is lost).
 */
export function fieldProps({
  className,
  label,
  hint,
  required,
  validationMessage,
  ruleHelp,
}: Shared): Pick<FieldProps, 'className' | 'label' | 'hint' | 'required' | 'validationState' | 'validationMessage'> {
  const message =
    validationMessage && ruleHelp
      ? React.createElement(
          React.Fragment,
          null,
          `${validationMessage} `,
          React.createElement(Link, { href: ruleHelp.href, target: '_blank', rel: 'noopener', inline: true }, ruleHelp.label),
        )
      : validationMessage;
  return { className, label, hint, required, validationState: validationMessage ? 'error' : 'none', validationMessage: message };
}
