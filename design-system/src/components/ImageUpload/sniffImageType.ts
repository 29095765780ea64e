/** The image types we can recognise by their first bytes. */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The image type a file really is, from its magic numbers, or null: a file
 * named .png that holds text is not an image, whatever its name or the MIME
 * type the browser guessed from the name.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Whether a MIME type is in an accept list ("image/png", or a wildcard like "image/*"). */
export function isAccepted(type: string, accept: readonly string[]): boolean {
  return accept.some((a) => a === type || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))));
}

/** Reads a file's first bytes and sniffs them. */
export async function sniffFile(file: Blob): Promise<SniffedImageType | null> {
  const head = await file.slice(0, SNIFF_BYTES).arrayBuffer();
  return sniffImageType(new Uint8Array(head));
}
