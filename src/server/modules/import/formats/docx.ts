import mammoth from 'mammoth';
import { importErrors } from '../errors';

/**
 * Underline and strike kept beside mammoth's defaults (Heading 1 and 2 become h1 and h2, which split chapters):
 * mammoth drops underline unless asked, as it is often only a link's look; in fiction it is emphasis.
 */
const STYLE_MAP = ['u => u', 'strike => s'];

/** A DOCX as HTML, by mammoth; images are left out (a chapter holds text only). */
export async function docxToHtml(bytes: Buffer): Promise<string> {
  try {
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      { styleMap: STYLE_MAP, convertImage: mammoth.images.imgElement(async () => ({ src: '' })), externalFileAccess: false },
    );
    return result.value;
  } catch {
    throw importErrors.damaged();
  }
}
