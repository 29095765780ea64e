import type { FieldBaseProps } from '../FieldBase';

/** What a ref to the pad can do. */
export interface SignaturePadHandle {
  /** the signature as a PNG data URL, or null while the pad is empty */
  toDataURL(): string | null;
  clear(): void;
  isEmpty(): boolean;
}

/** Every text of the pad, in the author's language. */
export interface SignaturePadLabels {
  /** the drawing mode's tab, e.g. "Draw" */
  draw: string;
  /** the typing mode's tab, e.g. "Type your name" */
  type: string;
  /** accessible name of the two modes, e.g. "How to sign" */
  modes: string;
  /** the clear button, e.g. "Clear" */
  clear: string;
  /** accessible name of the signature area, e.g. "Signature" */
  canvas: string;
  /** the label of the name input in typing mode, e.g. "Your full name" */
  typedName: string;
}

export type SignatureMode = 'draw' | 'type';

export interface SignaturePadProps extends FieldBaseProps<string | null> {
  /** the signature as a PNG data URL, or null */
  value: string | null;
  /** every text of the pad (mode tabs, clear button, names); the design system has none of its own */
  labels: SignaturePadLabels;
  /** the mode shown first; @default 'draw' */
  defaultMode?: SignatureMode;
  /** CSS font families for the typed signature; @default script faces, then `cursive` */
  scriptFont?: string;
  /** the pad's height in CSS pixels; @default 160 */
  height?: number;
  /** ink of the exported PNG, whatever the colour mode on screen; @default 'black' */
  exportInk?: string;
  /** exported pixels per CSS pixel, so the PNG does not depend on the screen; @default 2 */
  exportScale?: number;
}
