import * as React from 'react';
import { Field, FieldContextProvider, Input } from '@fluentui/react-components';
import { fieldProps, useFieldBlur } from '../FieldBase';
import { SignatureCanvas } from './SignatureCanvas';
import type { SignatureMode, SignaturePadHandle, SignaturePadProps } from './SignaturePad.types';
import { SignaturePadToolbar } from './SignaturePadToolbar';
import { useSignatureInk } from './useSignatureInk';
import { useSignaturePadStyles } from './useSignaturePadStyles.styles';
import { useSignatureValue } from './useSignatureValue';

const SCRIPT_FONT = "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'URW Chancery L', 'Z003', cursive";

/**
 * A signature drawn with mouse, finger or pen (pointer events on a canvas,
 * smoothed, sharp on every pixel density), or typed: the name is written in
 * a script face into the same canvas, so keyboard users can sign too. The
 * value is a PNG data URL (null while empty); a ref exports it as well.
 */
export const SignaturePad = React.forwardRef<SignaturePadHandle, SignaturePadProps>(
  (
    {
      name,
      value,
      onChange,
      onBlur,
      label,
      hint,
      required = false,
      disabled = false,
      validationMessage,
      ruleHelp,
      className,
      labels,
      defaultMode = 'draw',
      scriptFont = SCRIPT_FONT,
      height = 160,
      exportInk = 'black',
      exportScale = 2,
    },
    ref,
  ) => {
    const styles = useSignaturePadStyles();
    const [mode, setMode] = React.useState<SignatureMode>(defaultMode);
    const [typed, setTyped] = React.useState('');
    const handleBlur = useFieldBlur(name, onBlur);
    const ink = useSignatureInk(ref, { mode, typed, setTyped, scriptFont, height, exportInk, exportScale });
    const emit = useSignatureValue({ value, onChange, ink, mode, typed, setTyped });
    const canDraw = mode === 'draw' && !disabled;

    const onModeChange = (next: SignatureMode) => {
      if (next === mode) return;
      // Each mode starts empty: a drawing and a typed name are never mixed.
      ink.strokes.current = [];
      ink.restored.current = null;
      setTyped('');
      setMode(next);
      emit(null);
    };

    return (
      <Field
        {...fieldProps({ className, label, hint, required, validationMessage, ruleHelp })}
      >
        {({ 'aria-required': _required, ...group }) => (
          <FieldContextProvider value={undefined}>
            <div role="group" {...group} className={styles.root} onBlur={handleBlur}>
              <SignaturePadToolbar
                labels={labels}
                mode={mode}
                disabled={disabled}
                empty={ink.isEmpty()}
                onModeChange={onModeChange}
                onClear={() => {
                  ink.clear();
                  emit(null);
                }}
              />
              <div className={styles.panel}>
                {mode === 'type' && (
                  <Field label={labels.typedName} size="small">
                    <Input value={typed} disabled={disabled} autoComplete="name" onChange={(_, data) => setTyped(data.value)} />
                  </Field>
                )}
                <SignatureCanvas
                  ink={ink}
                  canDraw={canDraw}
                  height={height}
                  label={labels.canvas}
                  invalid={!!validationMessage}
                  disabled={disabled}
                  onStrokeEnd={() => {
                    ink.inkChanged();
                    emit(ink.toDataURL());
                    onBlur?.({ type: 'blur', target: { name } });
                  }}
                />
              </div>
            </div>
          </FieldContextProvider>
        )}
      </Field>
    );
  },
);
SignaturePad.displayName = 'SignaturePad';
