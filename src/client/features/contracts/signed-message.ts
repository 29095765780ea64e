/** What the signing page tells the window that opened it (the signing dialog listens for it). */
export const SIGNED_MESSAGE = 'wc:contract-signed';
