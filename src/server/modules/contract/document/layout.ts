import {
  PDFName,
  PageSizes,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingColor,
  setFontAndSize,
  showText,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from '@cantoo/pdf-lib';
import type { Locale } from '../../../../domain/locales';
import type { ContractFonts, TextRun, Weight } from './fonts';

/**
 * Text layout for the contract PDF: line breaking in any of our scripts and pagination.
 * Lines break where Intl.Segmenter finds word boundaries (ICU's dictionaries split Thai, which has
 * no spaces), between any two Chinese characters, never before closing punctuation nor after an
 * opening one, and inside a word only when the word alone is wider than the line.
 */
export interface TextStyle {
  size: number;
  weight: Weight;
  color: Color;
  /** distance between baselines, pt */
  leading: number;
}

export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] };
export const MARGIN = { left: 56, right: 56, top: 64, bottom: 64 };
export const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;

const OPENING = /^[([{«‹“‘„‚「『（【《〈〔［｛]+$/u;
const HAN = /[\p{Script=Han}\u3040-\u30ff]/u;
const SPACE_ONLY = /^\s+$/u;

const segmenters = new Map<Locale, Intl.Segmenter>();
const segmenter = (locale: Locale) => {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: 'word' })));
  return s;
};
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The pieces between which a line may break; each keeps the spaces that follow it. */
export function breakTokens(text: string, locale: Locale): string[] {
  const out: string[] = [];
  let carry = '';
  for (const { segment, isWordLike } of segmenter(locale).segment(text)) {
    const last = out.length - 1;
    if (SPACE_ONLY.test(segment)) {
      if (carry) carry += segment;
      else if (last >= 0) out[last] += segment;
      else out.push(segment);
      continue;
    }
    if (!isWordLike && OPENING.test(segment)) {
      carry += segment;
      continue;
    }
    // Closing punctuation, and any other mark that touches the word before it, stays with that word.
    if (!isWordLike && last >= 0 && !carry && !/\s$/u.test(out[last])) {
      out[last] += segment;
      continue;
    }
    if (isWordLike && HAN.test(segment)) {
      const chars = [...segment];
      chars[0] = carry + chars[0];
      carry = '';
      out.push(...chars);
      continue;
    }
    out.push(carry + segment);
    carry = '';
  }
  if (carry) out.push(carry);
  return out;
}

/** Pages, a cursor and text drawing in the contract's fonts. */
export class PageWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** the baseline cursor: the top of the next thing drawn, from the page's bottom */
  y = 0;
  private readonly widths = new Map<string, number>();
  private readonly runWidths = new Map<PDFFont, Map<string, number>>();
  private readonly fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: ContractFonts,
    readonly locale: Locale,
  ) {}

  newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN.top;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  ensure(height: number): void {
    if (!this.page || this.y - height < MARGIN.bottom) this.newPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  measure(text: string, style: TextStyle): number {
    const key = `${style.weight}/${style.size}/${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = 0;
      for (const run of this.fonts.runs(text, style.weight)) width += this.runWidth(run, style.size);
      this.widths.set(key, width);
    }
    return width;
  }

  /** A run's width (fontkit lays the text out to measure it, so each run is measured once per document). */
  private runWidth(run: TextRun, size: number): number {
    let byText = this.runWidths.get(run.font);
    if (!byText) this.runWidths.set(run.font, (byText = new Map()));
    let width = byText.get(run.text);
    if (width === undefined) {
      width = run.font.widthOfTextAtSize(run.text, 1000);
      byText.set(run.text, width);
    }
    return (width * size) / 1000;
  }

  /** Breaks text into lines no wider than `width`. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    const push = () => {
      if (line.trim()) lines.push(line.trimEnd());
      line = '';
      lineWidth = 0;
    };
    for (const token of breakTokens(text, this.locale)) {
      const inked = this.measure(token.trimEnd(), style);
      if (line && lineWidth + inked > width) push();
      if (!line && inked > width) {
        // A word longer than a line (a user agent, a hash): cut it between characters.
        for (const { segment } of graphemes.segment(token)) {
          const w = this.measure(segment, style);
          if (line && lineWidth + w > width) push();
          line += segment;
          lineWidth += w;
        }
        continue;
      }
      line += token;
      lineWidth += this.measure(token, style);
    }
    push();
    return lines.length ? lines : [''];
  }

  /**
   * Draws one line at baseline `y` (no wrapping, no pagination): one text object, a Tf/Tm/Tj per run. Not pdf-lib's
   * drawText, which adds a new font resource to the page at every font change: runs alternate faces, and pages
   * grew to thousands of resource entries.
   */
  drawLine(text: string, x: number, y: number, style: TextStyle, page = this.page): number {
    const ops: PDFOperator[] = [pushGraphicsState(), beginText(), setFillingColor(style.color)];
    let at = x;
    for (const run of this.fonts.runs(text, style.weight)) {
      ops.push(setFontAndSize(this.fontKey(page, run.font), style.size), rotateAndSkewTextRadiansAndTranslate(0, 0, 0, at, y), showText(run.font.encodeText(run.text)));
      at += this.runWidth(run, style.size);
    }
    ops.push(endText(), popGraphicsState());
    page.pushOperators(...ops);
    return at - x;
  }

  /** The page's resource name of a font, added once per page (F1, F2…: the same document gives the same bytes). */
  private fontKey(page: PDFPage, font: PDFFont): PDFName {
    let keys = this.fontKeys.get(page);
    if (!keys) this.fontKeys.set(page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) {
      key = PDFName.of(`F${keys.size + 1}`);
      page.node.setFontDictionary(key, font.ref);
      keys.set(font, key);
    }
    return key;
  }

  /** Wrapped text from the cursor down, breaking to a new page between lines. */
  paragraph(text: string, style: TextStyle, options: { x?: number; width?: number; after?: number } = {}): void {
    const x = options.x ?? MARGIN.left;
    const width = options.width ?? CONTENT_WIDTH;
    for (const line of this.wrap(text, style, width)) {
      this.ensure(style.leading);
      this.y -= style.leading;
      this.drawLine(line, x, this.y + (style.leading - style.size) * 0.6, style);
    }
    this.y -= options.after ?? 0;
  }
}
