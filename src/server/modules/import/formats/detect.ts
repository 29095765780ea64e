import type { ImportFormat } from '../../../../domain/manuscript-import';
import { importErrors } from '../errors';
import { zipEntryNames } from './zip';

/** What a file's name claims it is; undefined when the name says nothing we read. */
export function claimedFormat(fileName: string): ImportFormat | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  switch (ext) {
    case 'docx':
      return 'docx';
    case 'epub':
      return 'epub';
    case 'md':
    case 'markdown':
      return 'markdown';
    case 'html':
    case 'htm':
    case 'xhtml':
      return 'html';
    case 'txt':
    case 'text':
      return 'text';
    default:
      return undefined;
  }
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound file: what Word writes for a password-protected DOCX (and for the old .doc). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Other binary formats authors send by mistake: PDF, RTF, images. */
const OTHER_BINARIES = [[0x25, 0x50, 0x44, 0x46], [0x7b, 0x5c, 0x72, 0x74, 0x66], [0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff]];

export interface DetectedFile {
  format: ImportFormat;
  /** the decoded text of text formats */
  text?: string;
}

/** The file as text, or undefined when it is not UTF-8 (or UTF-16 with its byte order mark). */
function decodeText(bytes: Uint8Array): string | undefined {
  try {
    if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    // Control characters other than tab and line ends mean a binary file that happens to decode.
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

const looksLikeHtml = (text: string) => /^\s*(<!doctype\s+html|<html[\s>]|<\?xml[^>]*>\s*<html)/i.test(text) || /<(p|body|div|h[1-6])[\s>]/i.test(text.slice(0, 4096));
const looksLikeMarkdown = (text: string) => /^(#{1,6}\s+\S|\*\*\*\s*$|---\s*$)/m.test(text) || /(\*\*|__)\S[^\n]*?\S\1|(^|\s)[*_]\S[^*_\n]*\S[*_](\s|$)/m.test(text);

/**
 * The file's real format, read from its bytes: a ZIP is a DOCX or an EPUB by what it holds, a text file is
 * HTML by its markup, Markdown or plain text by its name (both are text; without a name, by its syntax).
 * A name that claims another format than the bytes hold is refused, so a renamed file is not half-read.
 */
export function detectFormat(bytes: Uint8Array, fileName: string): DetectedFile {
  const claimed = claimedFormat(fileName);
  if (startsWith(bytes, COMPOUND_FILE)) throw importErrors.encrypted();
  if (startsWith(bytes, ZIP)) {
    const names = zipEntryNames(bytes);
    const format: ImportFormat | undefined = names.has('word/document.xml') ? 'docx' : names.has('META-INF/container.xml') || names.has('mimetype') ? 'epub' : undefined;
    if (names.has('EncryptionInfo') || names.has('EncryptedPackage')) throw importErrors.encrypted();
    if (!format) throw claimed ? importErrors.mismatch(claimed) : importErrors.unsupported();
    if (claimed && claimed !== format) throw importErrors.mismatch(claimed);
    return { format };
  }
  if (OTHER_BINARIES.some((magic) => startsWith(bytes, magic))) throw claimed ? importErrors.mismatch(claimed) : importErrors.unsupported();
  const text = decodeText(bytes);
  if (text === undefined) throw claimed ? importErrors.mismatch(claimed) : importErrors.unsupported();
  if (claimed === 'docx' || claimed === 'epub') throw importErrors.mismatch(claimed);
  const html = looksLikeHtml(text);
  if (claimed === 'html') {
    if (!html) throw importErrors.mismatch(claimed);
    return { format: 'html', text };
  }
  if (claimed === 'markdown' || claimed === 'text') return { format: claimed, text };
  return { format: html ? 'html' : looksLikeMarkdown(text) ? 'markdown' : 'text', text };
}
