import * as React from 'react';
import type { SignatureMode } from './SignaturePad.types';
import type { SignatureInk } from './useSignatureInk';

export interface SignatureValueOptions {
  value: string | null;
  onChange(value: string | null): void;
  ink: SignatureInk;
  mode: SignatureMode;
  typed: string;
  setTyped(typed: string): void;
}

/**
 * Keeps the pad and the form's value in step: a value from outside is shown (null empties the
 * pad), and `emit` hands over what the pad holds, once per change.
 */
export function useSignatureValue({ value, onChange, ink, mode, typed, setTyped }: SignatureValueOptions) {
  const { strokes, restored, render, inkChanged, toDataURL } = ink;
  // What the pad last handed over; a value that differs came from outside (a saved signature, a reset).
  const lastEmitted = React.useRef<string | null>(null);

  const emit = (next: string | null) => {
    if (next === lastEmitted.current) return;
    lastEmitted.current = next;
    onChange(next);
  };

  // A value from outside: null (a form reset) empties the pad; another image is shown as it is.
  const previousValue = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (value === previousValue.current) return;
    previousValue.current = value;
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    strokes.current = [];
    setTyped('');
    if (!value) {
      restored.current = null;
      render();
      return;
    }
    const image = new Image();
    image.onload = () => {
      restored.current = image;
      inkChanged();
    };
    image.src = value;
  }, [value, render, strokes, restored, setTyped, inkChanged]);

  // A typed name is exported once the canvas shows it.
  const typedRef = React.useRef(typed);
  React.useEffect(() => {
    if (mode !== 'type' || typedRef.current === typed) return;
    typedRef.current = typed;
    emit(typed.trim() ? toDataURL() : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- emit reads the latest props
  }, [typed, mode, toDataURL]);

  return emit;
}
