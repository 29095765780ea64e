/**
 * Signing through a provider (provider.ts; ours is built-in.ts): the author's hour-long link
 * (sign-url.ts), what the signing page shows its signer (signing-page.ts), the guardian's one-time
 * code (guardian-code.ts) and the signature itself (autograph.ts), which moves the contract on once
 * every required party has signed (the lifecycle); the signature image check (signature-image.ts).
 *
 * Who may sign through a link (signer.ts): the author's works only for the author's own signed-in
 * account (the link alone is not enough); the guardian's is a bearer link mailed only to the
 * guardian's address, and signs only with a code mailed there too, never from the author's
 * session, never with the author's signature image. What the two signatures share (network,
 * device, browser, timing) is recorded for staff (evidence.ts), who must review it before
 * countersigning.
 */
export { builtInSigning } from './built-in';
export type { SigningProvider } from './provider';
export { signingRoutes } from './routes';
export { signaturePng } from './signature-image';
