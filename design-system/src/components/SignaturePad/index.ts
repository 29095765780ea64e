export { SignaturePad } from './SignaturePad';
export type { SignatureMode, SignaturePadHandle, SignaturePadLabels, SignaturePadProps } from './SignaturePad.types';
