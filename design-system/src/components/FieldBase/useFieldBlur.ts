import * as React from 'react';
import type { FieldBlurEvent } from './FieldBase.types';

/**
 * A focus-out handler for a field's root that calls `onBlur` only when focus
 * leaves the whole field, not when it moves between the field's own parts
 * (an input and its show-password button, radios, tag checkboxes).
 */
export function useFieldBlur(name: string, onBlur: ((event: FieldBlurEvent) => void) | undefined) {
  return React.useCallback(
    (event: React.FocusEvent<HTMLElement>) => {
      if (!onBlur) return;
      const next = event.relatedTarget as Node | null;
      if (next && event.currentTarget.contains(next)) return;
      onBlur({ type: 'blur', target: { name } });
    },
    [name, onBlur],
  );
}
