import * as React from 'react';
import { drawStrokes, drawTypedName, type Stroke } from './ink';
import type { SignatureMode, SignaturePadHandle } from './SignaturePad.types';

export interface SignatureInkOptions {
  mode: SignatureMode;
  typed: string;
  setTyped(typed: string): void;
  scriptFont: string;
  height: number;
  exportInk: string;
  exportScale: number;
}

/**
 * What is on the pad (strokes, a typed name, or an image handed in) and its canvas: painted sharp
 * at the screen's pixel ratio, as wide as its container, and exported as a PNG in a fixed ink and
 * scale. The ref's handle (toDataURL, clear, isEmpty) is set here.
 */
export function useSignatureInk(ref: React.Ref<SignaturePadHandle>, options: SignatureInkOptions) {
  const { mode, typed, setTyped, scriptFont, height, exportInk, exportScale } = options;
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const strokes = React.useRef<Stroke[]>([]);
  const drawing = React.useRef<Stroke | null>(null);
  const restored = React.useRef<HTMLImageElement | null>(null);
  const [width, setWidth] = React.useState(0);
  // Bumped when what is drawn (kept in refs) changes, so the canvas and the clear button follow.
  const [inkVersion, setInkVersion] = React.useState(0);
  const inkChanged = React.useCallback(() => setInkVersion((v) => v + 1), []);

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

  const clear = React.useCallback(() => {
    strokes.current = [];
    drawing.current = null;
    restored.current = null;
    setTyped('');
    inkChanged();
    render();
  }, [render, setTyped, inkChanged]);

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

  return { canvasRef, strokes, drawing, restored, render, isEmpty, toDataURL, clear, inkChanged };
}

export type SignatureInk = ReturnType<typeof useSignatureInk>;
