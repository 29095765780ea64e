import * as React from 'react';

/** Value and setter that follow the prop when it is given (controlled) and keep their own state otherwise. */
export function useControllable<V>(controlled: V | undefined, initial: V, onChange?: (v: V) => void): [V, (v: V) => void] {
  const [own, setOwn] = React.useState(initial);
  const isControlled = controlled !== undefined;
  const set = React.useCallback(
    (v: V) => {
      if (!isControlled) setOwn(v);
      onChange?.(v);
    },
    [isControlled, onChange],
  );
  return [isControlled ? controlled : own, set];
}
