/**
 * Machine vetting before an editor sees a text: contact details are not
 * allowed in public texts (comments with contact information are
 * deleted; the same rule keeps intros clean). Returns what was found.
 */
export type ContactKind = 'email' | 'url' | 'phone';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|me|co|info|xyz|app|link|ly)\b(?:\/\S*)?/i;
/** Seven or more digits, allowing the usual separators. */
const PHONE = /(?:\+?\d[\s().-]?){7,}/;

/** Contact details in a text, after the same normalisation as comments get (hidden characters, spelled-out digits…). */
export function findContactInfo(text: string): ContactKind | null {
  for (const form of vettingForms(text)) {
    const found = matchContact(form);
    if (found) return found;
  }
  return null;
}

function matchContact(text: string): ContactKind | null {
  if (EMAIL.test(text)) return 'email';
  if (URL_LIKE.test(text)) return 'url';
  if (PHONE.test(text)) return 'phone';
  return null;
}

/** Messaging apps readers trade handles on, in the portal's languages. */
const APPS =
  '(?:telegram|tele|whats\\s?app|wechat|weixin|line|discord|kakao(?:talk)?|viber|signal|zalo|snap(?:chat)?|insta(?:gram)?|ig|tg|wa|qq|телеграм\\p{L}*|телега|ватсап|вотсап|вайбер|微信|ไลน์|ไอดีไลน์)';
/** Before an app's name: not a letter of a spaced script (Chinese and Thai run words together). */
const NOT_AFTER_WORD = '(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\p{N}])';
/** "telegram: mara_q", "微信号：mara88", "line id = mara" … */
const HANDLE_AFTER_COLON = new RegExp(
  // with "id" any name; without, one that looks like a handle (an @, a digit, _ or .), so "the line: what a twist" passes
  `${NOT_AFTER_WORD}${APPS}\\s*(?:(?:id|号|ไอดี)\\s*[:：=]?\\s*@?[\\p{L}\\p{N}_.]{3,}|[:：=]\\s*(?:@[\\p{L}\\p{N}_.]{3,}|(?=[\\p{L}\\p{N}_.]*[\\d_.])[\\p{L}\\p{N}_.]{3,}))`,
  'iu',
);
/** "add me on telegram @mara_q", "@mara_q on discord" */
const HANDLE_NEAR_APP = new RegExp(`${NOT_AFTER_WORD}${APPS}(?![\\p{L}\\p{N}])[^\\n]{0,16}@[\\p{L}\\p{N}_.]{3,}|@[\\p{L}\\p{N}_.]{3,}[^\\n]{0,16}${NOT_AFTER_WORD}${APPS}(?![\\p{L}\\p{N}])`, 'iu');
/** "mara (at) mail (dot) com", "mara＠mail点com" */
const EMAIL_SPELLED = /[\p{L}\p{N}._%+-]+\s*(?:\(at\)|\[at\]|\sat\s|＠|艾特|собака)\s*[\p{L}\p{N}-]+\s*(?:\(dot\)|\[dot\]|\sdot\s|\.|点|точка)\s*[a-z]{2,6}\b/iu;

/** The digits 0–9 spelled out in the portal's 11 languages (the words readers use to slip a phone number past a digit check). */
const DIGIT_WORDS: readonly (readonly string[])[] = [
  ['zero', 'oh', 'cero', 'zéro', 'null', 'nol', 'sero', 'ноль', 'нуль', 'ศูนย์', 'không', '零', '〇'],
  ['one', 'uno', 'um', 'un', 'eins', 'satu', 'isa', 'один', 'หนึ่ง', 'một', '一', '幺'],
  ['two', 'dos', 'dois', 'deux', 'zwei', 'dua', 'dalawa', 'два', 'สอง', 'hai', '二', '两'],
  ['three', 'tres', 'três', 'trois', 'drei', 'tiga', 'tatlo', 'три', 'สาม', 'ba', '三'],
  ['four', 'cuatro', 'quatro', 'quatre', 'vier', 'empat', 'apat', 'четыре', 'สี่', 'bốn', '四'],
  ['five', 'cinco', 'cinq', 'fünf', 'lima', 'пять', 'ห้า', 'năm', '五'],
  ['six', 'seis', 'sechs', 'enam', 'anim', 'шесть', 'หก', 'sáu', '六'],
  ['seven', 'siete', 'sete', 'sept', 'sieben', 'tujuh', 'pito', 'семь', 'เจ็ด', 'bảy', '七'],
  ['eight', 'ocho', 'oito', 'huit', 'acht', 'delapan', 'walo', 'восемь', 'แปด', 'tám', '八'],
  ['nine', 'nueve', 'nove', 'neuf', 'neun', 'sembilan', 'siyam', 'девять', 'เก้า', 'chín', '九'],
];
const DIGIT_OF = new Map(DIGIT_WORDS.flatMap((words, digit) => words.map((w) => [w, String(digit)] as const)));
/** One digit, as a figure or a word (longest first, so "ศูนย์" is not read as a shorter word); words of spaced scripts whole only, Thai and Chinese anywhere. */
const DIGIT_TOKEN = `(?:\\d|${[...DIGIT_OF.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => (/[\p{Script=Han}\p{Script=Thai}]/u.test(w) ? w : `(?<![\\p{L}\\p{M}])${w}(?![\\p{L}\\p{M}])`))
  .join('|')})`;
/** Three or more digits in a row, figures or words, a space, comma, dot or dash apart: "nine one seven…", "zero eight 1…". */
const DIGIT_RUN = new RegExp(`${DIGIT_TOKEN}(?:[\\s,.-]{0,2}${DIGIT_TOKEN}){2,}`, 'giu');
const DIGIT_WORD = new RegExp(DIGIT_TOKEN, 'giu');

/** Bidirectional overrides and isolates: shown reversed or reordered, so what a reader sees is not the stored order. */
const RTL_OVERRIDE = /\u202E([^\u202A-\u202E\u2066-\u2069\n]*)/gu;

/**
 * The forms a text is vetted in: as stored and as shown (a right-to-left override reverses what
 * follows it on screen), each NFKC-normalised with every format character removed (zero-width
 * spaces and joiners, bidirectional controls, soft hyphens), other scripts' digits and
 * spelled-out digits (11 languages) as ASCII digits, and spaces before a dot closed up
 * ("evil . com", "mail (dot) com").
 */
export function vettingForms(text: string): string[] {
  const stored = foldForVetting(text);
  if (!/[\u202A-\u202E\u2066-\u2069]/u.test(text)) return [stored];
  const shown = foldForVetting(text.normalize('NFKC').replace(RTL_OVERRIDE, (_m, run: string) => [...run].reverse().join('')));
  return [stored, shown];
}

/** One of the vetting forms (see `vettingForms`), without the right-to-left display. */
export function foldForVetting(text: string): string {
  const plain = text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/[\u0E50-\u0E59\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g, (d) => {
      const cp = d.codePointAt(0)!;
      const base = cp >= 0x0e50 && cp <= 0x0e59 ? 0x0e50 : cp >= 0x0660 && cp <= 0x0669 ? 0x0660 : cp >= 0x06f0 && cp <= 0x06f9 ? 0x06f0 : 0x0966;
      return String(cp - base);
    })
    .replace(/\s*(?:\(dot\)|\[dot\]|点|точка)\s*|\s+\.\s*/giu, '.');
  // Spelled-out digits become figures inside a run of digits only ("one of two" stays prose), one space apart.
  return plain.replace(DIGIT_RUN, (run) =>
    /^[\d\s,.-]+$/.test(run) ? run : run.replace(DIGIT_WORD, (w) => DIGIT_OF.get(w.toLocaleLowerCase()) ?? w).replace(/(\d)[\s,.-]{1,2}(?=\d)/g, '$1 '),
  );
}

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
/** Scripts written without spaces between words: a listed word is found anywhere in the text. */
const UNSPACED = /[\p{Script=Han}\p{Script=Thai}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Lao}\p{Script=Khmer}]/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for a word list (staff keep it; abuse and defamation): case and accents are ignored,
 * a word of a spaced script matches whole words only ("idiot" is not found in "idiotic"), a word of
 * an unspaced script (Chinese, Thai…) anywhere.
 */
export function wordListMatcher(words: readonly string[]): (text: string) => string | null {
  const entries = words
    .map((w) => fold(w.trim()))
    .filter(Boolean)
    .map((w) => ({ word: w, pattern: UNSPACED.test(w) ? null : new RegExp(`(?<![\\p{L}\\p{N}])${escape(w).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'u') }));
  return (text) => {
    const folded = fold(text);
    for (const e of entries) if (e.pattern ? e.pattern.test(folded) : folded.includes(e.word)) return e.word;
    return null;
  };
}

export type CommentVetting = 'email' | 'url' | 'phone' | 'handle' | 'abuse';

/**
 * The vetting of a reader's comment on arrival (comments with contact information or
 * defamatory content are deleted): contact details in any script, messaging handles, and the
 * staff's word list. Returns why the comment is removed, or null.
 */
export function vetComment(text: string, listed: (text: string) => string | null = () => null): CommentVetting | null {
  const forms = vettingForms(text);
  for (const folded of forms) {
    if (EMAIL_SPELLED.test(folded)) return 'email';
    const contact = matchContact(folded);
    if (contact) return contact;
    if (HANDLE_AFTER_COLON.test(folded) || HANDLE_NEAR_APP.test(folded)) return 'handle';
  }
  return listed(text) || forms.some((form) => listed(form)) ? 'abuse' : null;
}
