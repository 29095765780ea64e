import * as React from 'react';
import { Dialog as FluentDialog, type DialogProps } from '@fluentui/react-components';
import { useReturnFocus } from './useReturnFocus';

export type { DialogProps } from '@fluentui/react-components';

/**
 * Fluent's Dialog that gives the focus back to the control that opened it when it closes (Escape,
 * Cancel, or its action), as a DialogTrigger would, also when it was opened from state. Every
 * dialog of the portal and the design system is this one.
 */
export const Dialog = (props: DialogProps) => {
  useReturnFocus(props.open ?? false);
  return <FluentDialog {...props} />;
};
Dialog.displayName = 'Dialog';
