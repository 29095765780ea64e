/** The Chinese face the preview ships (`@fontsource/noto-sans-sc`), in the weights it imports. */
const FAMILY = 'Noto Sans SC';
const WEIGHTS = new Set(['400', '700']);

let loaded: Promise<unknown> | undefined;

/**
 * Loads every piece of the Chinese face, once per page, before a story renders in Chinese. The face
 * comes in pieces by character range, each fetched when text first needs it; Chromium draws a
 * character whose piece is still on its way as a box, and text laid out meanwhile kept its boxes
 * after the piece came (seen in the brand sheets). With every piece in, the first layout has them all.
 */
export function loadChineseFace(): Promise<unknown> {
  loaded ??= Promise.all([...document.fonts].filter((face) => face.family.replace(/["']/g, '') === FAMILY && WEIGHTS.has(face.weight)).map((face) => face.load()));
  return loaded;
}
