import type { Theme } from '@fluentui/react-components';

/**
 * Faces for scripts the brands' own faces do not draw, by language (the first part of its tag).
 * Without one, a Chinese glyph is drawn by whatever face the system picks for the generic family:
 * a different one on every machine, and boxes where there is none. Storybook ships the face as a
 * web font (@fontsource/noto-sans-sc), so every machine draws the same glyphs.
 */
const SCRIPT_FACES: Readonly<Record<string, string>> = { zh: '"Noto Sans SC"' };

/** The face a language's script takes, if the brands' faces lack it. */
export const scriptFaceFor = (lang: string | undefined): string | undefined => (lang ? SCRIPT_FACES[lang.split('-')[0]!.toLowerCase()] : undefined);

const GENERIC_FAMILY = /^(serif|sans-serif|monospace|cursive|fantasy|math|emoji|system-ui|ui-[a-z-]+)$/;

/**
 * The stack with the face put before its generic family: the brand's faces still draw every glyph
 * they have (a brand's Latin looks the same in every language), the script face draws the rest.
 */
export function withScriptFace(stack: string, face: string): string {
  const families = stack.split(',').map((family) => family.trim());
  const generic = families.findIndex((family) => GENERIC_FAMILY.test(family));
  if (generic === -1) families.push(face);
  else families.splice(generic, 0, face);
  return families.join(', ');
}

/** The theme's three font stacks with the language's script face, or nothing for a language the brands' faces draw. */
export function scriptFaceTokens(theme: Theme, lang: string | undefined): Partial<Theme> {
  const face = scriptFaceFor(lang);
  if (!face) return {};
  return {
    fontFamilyBase: withScriptFace(theme.fontFamilyBase, face),
    fontFamilyMonospace: withScriptFace(theme.fontFamilyMonospace, face),
    fontFamilyNumeric: withScriptFace(theme.fontFamilyNumeric, face),
  };
}
