import mammoth from 'mammoth';
import { BOOK_DOCX_STYLES } from '../../../../domain/book-files';
import { importErrors } from '../errors';

/** The style name a centred paragraph is given on the way through mammoth (no Word style is called this). */
const CENTRED_STYLE = 'Writers Center: centred';
/** The same for a centred paragraph of a block quote. */
const CENTRED_QUOTE_STYLE = 'Writers Center: centred quote';
/** The same for a centred first paragraph of a block quote (the archive's Quote Start style). */
const CENTRED_QUOTE_START_STYLE = 'Writers Center: centred quote start';

/**
 * Underline and strike kept beside mammoth's defaults (Heading 1 and 2 become h1 and h2, which split chapters):
 * mammoth drops underline unless asked, as it is often only a link's look; in fiction it is emphasis.
 * A centred paragraph becomes `<center>`, which the HTML normaliser keeps as centred text; a quote style a block quote.
 */
const STYLE_MAP = [
  'u => u',
  'strike => s',
  `p[style-name='${CENTRED_STYLE}'] => center:fresh`,
  // Word's quote styles (and the archive's DOCX) are block quotes: consecutive quoted paragraphs share one.
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  `p[style-name='${CENTRED_QUOTE_STYLE}'] => blockquote > center:fresh`,
  // The archive's DOCX opens each block quote with this style; read without its generator's mark (its
  // properties lost on the way), a quote still starts there.
  `p[style-name='${BOOK_DOCX_STYLES.quoteStart.name}'] => blockquote:fresh > p:fresh`,
  `p[style-name='${CENTRED_QUOTE_START_STYLE}'] => blockquote:fresh > center:fresh`,
];
const QUOTE_STYLE = /^(intense )?quote$/i;

/** Styles whose own mapping (a heading, which splits chapters) matters more than their alignment. */
const HEADING_STYLE = /^(heading \d|title|subtitle)$/i;

/** The part of mammoth's document tree this reads: elements, their children, a paragraph's alignment and style. */
interface DocxElement {
  type: string;
  children?: DocxElement[];
  alignment?: string;
  styleId?: string | null;
  styleName?: string | null;
}

/**
 * Word's paragraph alignment, which mammoth reads but does not write: a centred paragraph (a scene-break
 * glyph, an epigraph, a dedication) is marked so the style map keeps it centred. Headings keep their style.
 */
function keepCentred(element: DocxElement): DocxElement {
  const children = element.children?.map(keepCentred);
  const next = children ? { ...element, children } : element;
  if (next.type !== 'paragraph' || next.alignment !== 'center' || HEADING_STYLE.test(next.styleName ?? '')) return next;
  const style = next.styleName ?? '';
  return { ...next, styleId: null, styleName: style === BOOK_DOCX_STYLES.quoteStart.name ? CENTRED_QUOTE_START_STYLE : QUOTE_STYLE.test(style) ? CENTRED_QUOTE_STYLE : CENTRED_STYLE };
}

/** A DOCX as HTML, by mammoth; images are left out (a chapter holds text only). */
export async function docxToHtml(bytes: Buffer): Promise<string> {
  try {
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      { styleMap: STYLE_MAP, transformDocument: keepCentred, convertImage: mammoth.images.imgElement(async () => ({ src: '' })), externalFileAccess: false },
    );
    return result.value;
  } catch {
    throw importErrors.damaged();
  }
}
