import type * as React from 'react';
import { mergeClasses } from '@fluentui/react-components';
import type { InkPoint } from './ink';
import type { SignatureInk } from './useSignatureInk';
import { useSignaturePadStyles } from './useSignaturePadStyles.styles';

export interface SignatureCanvasProps {
  ink: Pick<SignatureInk, 'canvasRef' | 'strokes' | 'drawing' | 'render'>;
  /** strokes are taken (draw mode, not disabled) */
  canDraw: boolean;
  /** in CSS pixels */
  height: number;
  /** the canvas's accessible name */
  label: string;
  invalid: boolean;
  disabled: boolean;
  /** a stroke is finished: the pen lifted or the pointer lost */
  onStrokeEnd(): void;
}

/** The pad drawn on with mouse, finger or pen, every coalesced sample of a stroke kept. */
export function SignatureCanvas({ ink, canDraw, height, label, invalid, disabled, onStrokeEnd }: SignatureCanvasProps) {
  const styles = useSignaturePadStyles();
  const { canvasRef, strokes, drawing, render } = ink;

  const point = (event: PointerEvent): InkPoint => {
    const rect = canvasRef.current!.getBoundingClientRect();
    // Mice report 0 or 0.5; only pens and some touch screens know real pressure.
    const pressure = event.pointerType === 'pen' && event.pressure > 0 ? event.pressure : 0.5;
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, pressure };
  };

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
    onStrokeEnd();
  };

  return (
    <div className={mergeClasses(styles.pad, invalid && styles.padInvalid, disabled && styles.padDisabled)}>
      <span className={styles.baseline} aria-hidden />
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        className={mergeClasses(styles.canvas, !canDraw && styles.canvasIdle)}
        style={{ height }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      />
    </div>
  );
}
