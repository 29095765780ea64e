import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import type { Locale } from '../../../../domain/locales';

/**
 * Fonts of the contract PDF: Noto Sans (Latin, Vietnamese, Cyrillic, Greek), Noto Sans Thai and
 * Noto Sans SC, all OFL, from the @fontsource packages. Fontsource ships each font cut into
 * unicode ranges (`unicode.json`, one WOFF file per range and weight); fontkit reads WOFF, so a
 * range is a face here, and text is drawn in runs, each in the face that covers its characters.
 * That gives, per character, the locale's own family first and the others as fallbacks (a Thai
 * name in an English contract, Latin words in a Chinese one), and loads only the ranges a
 * document uses. Every face is embedded as a subset (FontFile2: only the glyphs drawn).
 */
export type Weight = 400 | 700;
type Family = 'noto-sans' | 'noto-sans-thai' | 'noto-sans-sc';

interface Face {
  family: Family;
  /** the range's name in unicode.json: "latin", "thai", "[119]" */
  range: string;
}

/** [first code point, last code point, index of the face in FAMILY_FACES] sorted by first code point */
type CoverageTable = Array<[number, number, number]>;

// import.meta.filename, not .url: the unit tests' jsdom environment rewrites module URLs.
const require = createRequire(import.meta.filename);
const FAMILIES: Family[] = ['noto-sans', 'noto-sans-thai', 'noto-sans-sc'];
/** Named ranges first: for Latin text in a Chinese contract, Noto Sans SC's "latin" face rather than a numbered one. */
const RANGE_ORDER = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'thai'];

const packageDir = (family: Family) => path.dirname(require.resolve(`@fontsource/${family}/unicode.json`));

interface FamilyData {
  faces: Face[];
  coverage: CoverageTable;
}
const families = new Map<Family, FamilyData>();

function familyData(family: Family): FamilyData {
  let data = families.get(family);
  if (data) return data;
  const ranges = JSON.parse(readFileSync(path.join(packageDir(family), 'unicode.json'), 'utf8')) as Record<string, string>;
  const names = Object.keys(ranges)
    // Devanagari is not one of our scripts: it only adds a face to search.
    .filter((name) => name !== 'devanagari')
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }));
  const faces = names.map((range) => ({ family, range }));
  const coverage: CoverageTable = [];
  names.forEach((name, index) => {
    for (const part of ranges[name].split(',')) {
      const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
      coverage.push([parseInt(first, 16), parseInt(last, 16), index]);
    }
  });
  // Stable sort: where ranges overlap (combining marks listed in several), the earlier face wins.
  coverage.sort((a, b) => a[0] - b[0] || a[2] - b[2]);
  data = { faces, coverage };
  families.set(family, data);
  return data;
}

const rank = (name: string) => {
  const i = RANGE_ORDER.indexOf(name);
  return i === -1 ? RANGE_ORDER.length : i;
};

const firstIndex = new Map<Family, Map<number, number>>();

/** The first face of a family that covers a code point, or -1 (looked up once per family and code point per process). */
function faceIndexFor(data: FamilyData, codePoint: number): number {
  const family = data.faces[0].family;
  let cache = firstIndex.get(family);
  if (!cache) firstIndex.set(family, (cache = new Map()));
  let found = cache.get(codePoint);
  if (found !== undefined) return found;
  found = -1;
  for (const [first, last, index] of data.coverage) {
    if (first > codePoint) break;
    if (codePoint <= last && (found === -1 || index < found)) found = index;
  }
  cache.set(codePoint, found);
  return found;
}

const faceSets = new WeakMap<Face, Set<number>>();

/** Whether a face has a code point (a set per face, built on first use: a few hundred code points each). */
function covers(face: Face, codePoint: number): boolean {
  let set = faceSets.get(face);
  if (!set) {
    const data = familyData(face.family);
    const index = data.faces.indexOf(face);
    set = new Set();
    for (const [first, last, i] of data.coverage) if (i === index) for (let cp = first; cp <= last; cp++) set.add(cp);
    faceSets.set(face, set);
  }
  return set.has(codePoint);
}

/** The families in the order a locale looks for a glyph. */
export function familiesFor(locale: Locale): Family[] {
  const own: Family = locale === 'th' ? 'noto-sans-thai' : locale === 'zh' ? 'noto-sans-sc' : 'noto-sans';
  return [own, ...FAMILIES.filter((f) => f !== own)];
}

const fileOf = (face: Face, weight: Weight) =>
  path.join(packageDir(face.family), 'files', `${face.family}-${face.range.replace(/[[\]]/g, '')}-${weight}-normal.woff`);

// Font files and their parsed form are kept for the process: a contract render then parses nothing twice.
const bytesCache = new Map<string, Uint8Array>();
const parsedCache = new WeakMap<Uint8Array, unknown>();

const fontBytes = (file: string) => {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(file));
    bytesCache.set(file, bytes);
  }
  return bytes;
};

/**
 * fontkit, but each font file is parsed once per process: pdf-lib calls create() for every
 * document, and parsing the same WOFF ranges for each contract is most of a render's time.
 * fontkit fonts are read-only once parsed (subsets are new objects), so sharing them is safe.
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const cachingFontkit: Fontkit = {
  create(buffer: Uint8Array) {
    let font = parsedCache.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsedCache.set(buffer, font);
    }
    return font as ReturnType<Fontkit['create']>;
  },
};

export interface TextRun {
  font: PDFFont;
  text: string;
}


/** The fonts of one PDF document: faces are embedded when text needs them, each once per weight. */
export class ContractFonts {
  private readonly order: FamilyData[];
  private readonly embedded = new Map<string, PDFFont>();
  private readonly pending = new Map<string, { face: Face; weight: Weight }>();
  private readonly faceOf = new Map<number, Face>();

  constructor(
    private readonly pdf: PDFDocument,
    locale: Locale,
  ) {
    pdf.registerFontkit(cachingFontkit);
    this.order = familiesFor(locale).map(familyData);
  }

  /** The face that draws a code point: the first family, in the locale's order, that covers it; null when none does. */
  private face(codePoint: number): Face | null {
    const known = this.faceOf.get(codePoint);
    if (known !== undefined) return known;
    let face: Face | null = null;
    for (const data of this.order) {
      const index = faceIndexFor(data, codePoint);
      if (index !== -1) {
        face = data.faces[index];
        break;
      }
    }
    if (face) this.faceOf.set(codePoint, face);
    return face;
  }

  /**
   * Splits text into runs of one face each. A character stays in the run before it when that face has it (Thai words
   * stay whole even where another family lists one of their letters); otherwise it takes the first face, in the
   * locale's order, that covers it. Characters no face has become U+FFFD (drawn as a replacement mark).
   */
  private split(text: string): Array<{ face: Face; text: string }> {
    const runs: Array<{ face: Face; text: string }> = [];
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      const last = runs[runs.length - 1];
      let face = last && covers(last.face, cp) ? last.face : this.face(cp);
      const drawn = face ? char : '\uFFFD';
      face ??= this.face(0xfffd)!;
      if (last && last.face === face) last.text += drawn;
      else runs.push({ face, text: drawn });
    }
    return runs;
  }

  /** Notes the faces a text needs; `ready()` embeds them. Every text drawn or measured must be prepared first. */
  prepare(text: string, weight: Weight): void {
    for (const run of this.split(text)) {
      const key = keyOf(run.face, weight);
      if (!this.embedded.has(key)) this.pending.set(key, { face: run.face, weight });
    }
  }

  async ready(): Promise<void> {
    for (const [key, { face, weight }] of this.pending) {
      const bytes = fontBytes(fileOf(face, weight));
      // A fixed subset tag from the face's name (not pdf-lib's random suffix): the same contract gives the same bytes.
      const tag = createHash('sha256').update(key).digest().subarray(0, 6).reduce((s, b) => s + String.fromCharCode(65 + (b % 26)), '');
      const font = await this.pdf.embedFont(bytes, { subset: true, customName: `${tag}+${postscriptNames[face.family]}${weight === 700 ? '-Bold' : ''}` });
      this.embedded.set(key, font);
    }
    this.pending.clear();
  }

  runs(text: string, weight: Weight): TextRun[] {
    return this.split(text).map((run) => {
      const font = this.embedded.get(keyOf(run.face, weight));
      if (!font) throw new Error(`font face ${keyOf(run.face, weight)} was not prepared`);
      return { font, text: run.text };
    });
  }

  /** The families a document embedded (tests and figures). */
  get embeddedFaces(): string[] {
    return [...this.embedded.keys()];
  }
}

const postscriptNames: Record<Family, string> = { 'noto-sans': 'NotoSans', 'noto-sans-thai': 'NotoSansThai', 'noto-sans-sc': 'NotoSansSC' };
const keyOf = (face: Face, weight: Weight) => `${face.family}/${face.range}/${weight}`;
