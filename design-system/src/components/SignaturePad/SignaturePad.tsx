import * as React from 'react';
import { Button, Field, FieldContextProvider, Input, Radio, RadioGroup, mergeClasses } from '@fluentui/react-components';
import { EraserRegular } from '@fluentui/react-icons';
import { fieldProps, useFieldBlur } from '../FieldBase';
import { drawStrokes, drawTypedName, type InkPoint, type Stroke } from './ink';
import type { SignatureMode, SignaturePadHandle, SignaturePadProps } from './SignaturePad.types';
import { useSignaturePadStyles } from './useSignaturePadStyles.styles';

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
    const canvasRef = React.useRef<HTMLCanvasElement>(null);
    const strokes = React.useRef<Stroke[]>([]);
    const drawing = React.useRef<Stroke | null>(null);
    const restored = React.useRef<HTMLImageElement | null>(null);
    // What the pad last handed over; a value that differs came from outside (a saved signature, a reset).
    const lastEmitted = React.useRef<string | null>(null);
    const [mode, setMode] = React.useState<SignatureMode>(defaultMode);
    const [typed, setTyped] = React.useState('');
    const [width, setWidth] = React.useState(0);
    // Bumped when what is drawn (kept in refs) changes, so the canvas and the clear button follow.
    const [inkVersion, setInkVersion] = React.useState(0);
    const handleBlur = useFieldBlur(name, onBlur);

    /** What is on the pad, drawn into a context whose units are CSS pixels. */
    const paint = React.useCallback(
      (ctx: CanvasRenderingContext2D, w: number, h: number, ink: string) => {
        if (restored.current) ctx.drawImage(restored.current, 0, 0, w, h);
        if (mode === 'draw') drawStrokes(ctx, strokes.current, ink);
        else drawTypedName(ctx, typed, w, h, scriptFont, ink);
      },
      [mode, typed, scriptFont],
    );

    const render = React.useCallback(() => {
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx || width === 0) return;
      const dpr = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
        canvas.width = Math.round(width * dpr);
        canvas.height = Math.round(height * dpr);
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, width, height);
      paint(ctx, width, height, getComputedStyle(canvas).color);
    }, [paint, width, height]);

    const isEmpty = React.useCallback(
      () => !restored.current && (mode === 'draw' ? strokes.current.length === 0 : typed.trim() === ''),
      [mode, typed],
    );

    const toDataURL = React.useCallback((): string | null => {
      if (isEmpty() || width === 0) return null;
      const out = document.createElement('canvas');
      out.width = Math.round(width * exportScale);
      out.height = Math.round(height * exportScale);
      const ctx = out.getContext('2d');
      if (!ctx) return null;
      ctx.scale(exportScale, exportScale);
      paint(ctx, width, height, exportInk);
      return out.toDataURL('image/png');
    }, [isEmpty, width, height, exportScale, exportInk, paint]);

    const emit = (next: string | null) => {
      if (next === lastEmitted.current) return;
      lastEmitted.current = next;
      onChange(next);
    };

    const clear = React.useCallback(() => {
      strokes.current = [];
      drawing.current = null;
      restored.current = null;
      setTyped('');
      setInkVersion((v) => v + 1);
      render();
    }, [render]);

    React.useImperativeHandle(ref, () => ({ toDataURL, clear, isEmpty }), [toDataURL, clear, isEmpty]);

    // The pad is as wide as its container; the bitmap follows (times the pixel ratio).
    React.useLayoutEffect(() => {
      const canvas = canvasRef.current;
      if (!canvas) return;
      setWidth(canvas.getBoundingClientRect().width);
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
      observer.observe(canvas);
      return () => observer.disconnect();
    }, []);

    React.useEffect(render, [render, inkVersion]);

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
        setInkVersion((v) => v + 1);
      };
      image.src = value;
    }, [value, render]);

    const point = (event: PointerEvent): InkPoint => {
      const rect = canvasRef.current!.getBoundingClientRect();
      // Mice report 0 or 0.5; only pens and some touch screens know real pressure.
      const pressure = event.pointerType === 'pen' && event.pressure > 0 ? event.pressure : 0.5;
      return { x: event.clientX - rect.left, y: event.clientY - rect.top, pressure };
    };

    const canDraw = mode === 'draw' && !disabled;

    const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
      if (!canDraw || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.preventDefault();
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers (tests) cannot be captured; drawing still works.
      }
      drawing.current = [point(event.nativeEvent)];
      strokes.current = [...strokes.current, drawing.current];
      render();
    };

    const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
      if (!drawing.current) return;
      const samples = event.nativeEvent.getCoalescedEvents?.() ?? [];
      for (const sample of samples.length ? samples : [event.nativeEvent]) drawing.current.push(point(sample));
      render();
    };

    const onPointerEnd = () => {
      if (!drawing.current) return;
      drawing.current = null;
      setInkVersion((v) => v + 1);
      emit(toDataURL());
      onBlur?.({ type: 'blur', target: { name } });
    };

    const onModeChange = (next: SignatureMode) => {
      if (next === mode) return;
      // Each mode starts empty: a drawing and a typed name are never mixed.
      strokes.current = [];
      restored.current = null;
      setTyped('');
      setMode(next);
      emit(null);
    };

    // A typed name is exported once the canvas shows it.
    const typedRef = React.useRef(typed);
    React.useEffect(() => {
      if (mode !== 'type' || typedRef.current === typed) return;
      typedRef.current = typed;
      emit(typed.trim() ? toDataURL() : null);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- emit reads the latest props
    }, [typed, mode, toDataURL]);

    return (
      <Field
        {...fieldProps({ className, label, hint, required, validationMessage, ruleHelp })}
      >
        {({ 'aria-required': _required, ...group }) => (
          <FieldContextProvider value={undefined}>
            <div role="group" {...group} className={styles.root} onBlur={handleBlur}>
              <div className={styles.toolbar}>
                {/* Two radios rather than tabs: native arrow keys, and no focus-trap helpers that axe flags. */}
                <RadioGroup
                  layout="horizontal"
                  aria-label={labels.modes}
                  value={mode}
                  disabled={disabled}
                  onChange={(_, data) => onModeChange(data.value as SignatureMode)}
                >
                  <Radio value="draw" label={labels.draw} disabled={disabled} />
                  <Radio value="type" label={labels.type} disabled={disabled} />
                </RadioGroup>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<EraserRegular />}
                  disabled={disabled || isEmpty()}
                  onClick={() => {
                    clear();
                    emit(null);
                  }}
                >
                  {labels.clear}
                </Button>
              </div>
              <div className={styles.panel}>
                {mode === 'type' && (
                  <Field label={labels.typedName} size="small">
                    <Input value={typed} disabled={disabled} autoComplete="name" onChange={(_, data) => setTyped(data.value)} />
                  </Field>
                )}
                <div className={mergeClasses(styles.pad, validationMessage && styles.padInvalid, disabled && styles.padDisabled)}>
                  <span className={styles.baseline} aria-hidden />
                  <canvas
                    ref={canvasRef}
                    role="img"
                    aria-label={labels.canvas}
                    className={mergeClasses(styles.canvas, !canDraw && styles.canvasIdle)}
                    style={{ height }}
                    onPointerDown={onPointerDown}
                    onPointerMove={onPointerMove}
                    onPointerUp={onPointerEnd}
                    onPointerCancel={onPointerEnd}
                  />
                </div>
              </div>
            </div>
          </FieldContextProvider>
        )}
      </Field>
    );
  },
);
SignaturePad.displayName = 'SignaturePad';
