/*
 * Room for the labels of marked moments ("Contract signed"). Fluent writes each label at 10pt,
 * wraps it at spaces into a box `labelWidth` wide and stacks the lines upwards from a little
 * below the plot's top; it places a label left or right of its line so that a box of that width
 * stays inside the plot. A word wider than the box, or more lines than fit above, ran out of the
 * drawing and was cut off (German compounds, Thai and Chinese without spaces, a novel's name).
 * So the box is made as wide as the longest word, and the top margin as tall as the most lines.
 */

/** Fluent's label metrics: 10pt text (13.33px), 18px a line, the box's default width. */
const FONT_PX = 40 / 3;
const LINE_PX = 18;
const DEFAULT_WIDTH = 105;
/** The label's first line sits this far below the plot's top (Fluent: the top margin + 36 − 20). */
const FIRST_LINE_BELOW_TOP = 16;

/**
 * A generous width of text at 10pt: wide (CJK, full-width) characters a whole em, combining marks
 * (Thai vowels and tones, accents) nothing, capitals and W/M wider than the rest. Too wide is safe
 * (a label moves or merges sooner), too narrow cuts it off.
 */
export function textWidth(text: string): number {
  let px = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (/\p{M}/u.test(ch)) continue;
    if ((code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6) || code >= 0x20000)
      px += FONT_PX;
    else if (/[MWmw@%]/.test(ch)) px += FONT_PX * 0.9;
    else if (/\p{Lu}/u.test(ch) || /\d/.test(ch)) px += FONT_PX * 0.72;
    else if (/[\s.,:;'’|!il]/.test(ch)) px += FONT_PX * 0.32;
    else px += FONT_PX * 0.6;
  }
  return Math.ceil(px);
}

/** The lines Fluent makes of `text` in a box `width` wide: words added while they fit, a lone word always kept. */
export function wrapLines(text: string, width: number): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length && textWidth([...line, word].join(' ')) > width) {
      lines.push(line.join(' '));
      line = [word];
    } else line.push(word);
  }
  if (line.length) lines.push(line.join(' '));
  return lines;
}

export interface EventLabelLayout {
  /** the label box's width, for Fluent's `labelWidth` */
  labelWidth: number;
  /** the plot's top margin that keeps the highest line inside the drawing */
  top: number;
}

/**
 * The box for labels on a plot `plotWidth` px wide: at least Fluent's 105px, as wide as the
 * longest word, wider still (up to a third of the plot) to keep a long label to three lines; and
 * a top margin of at least `minTop` with room for the tallest label.
 */
export function eventLabelLayout(labels: readonly string[], plotWidth: number, minTop: number): EventLabelLayout {
  const words = labels.flatMap((l) => l.split(/\s+/));
  const longestWord = Math.max(0, ...words.map(textWidth));
  const longestLabel = Math.max(0, ...labels.map(textWidth));
  const roomy = Math.min(Math.ceil(longestLabel / 3), Math.floor(plotWidth / 3));
  // The plot must hold a box on either side of a line in its middle, or no label would fit.
  const labelWidth = Math.min(Math.max(DEFAULT_WIDTH, longestWord, roomy), Math.max(DEFAULT_WIDTH, Math.floor(plotWidth / 2) - 10));
  const lines = Math.max(1, ...labels.map((l) => wrapLines(l, labelWidth).length));
  // The highest line's baseline is (lines − 1) lines above the first; its letters rise about a font size above that.
  const top = Math.max(minTop, Math.ceil((lines - 1) * LINE_PX + FONT_PX - FIRST_LINE_BELOW_TOP + 4));
  return { labelWidth, top };
}
