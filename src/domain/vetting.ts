/**
 * Machine vetting before an editor sees a text: contact details are not
 * allowed in public texts (spec §6: comments with contact information are
 * deleted; the same rule keeps intros clean). Returns what was found.
 */
export type ContactKind = 'email' | 'url' | 'phone';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|me|co|info|xyz|app|link|ly)\b(?:\/\S*)?/i;
/** Seven or more digits, allowing the usual separators. */
const PHONE = /(?:\+?\d[\s().-]?){7,}/;

export function findContactInfo(text: string): ContactKind | null {
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

/** Digits of other scripts as ASCII, full-width forms folded, so "๐๘๑ ๒๓๔ ๕๖๗๘" is a phone number too. */
export function foldForVetting(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0E50-\u0E59\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g, (d) => {
      const cp = d.codePointAt(0)!;
      const base = cp >= 0x0e50 && cp <= 0x0e59 ? 0x0e50 : cp >= 0x0660 && cp <= 0x0669 ? 0x0660 : cp >= 0x06f0 && cp <= 0x06f9 ? 0x06f0 : 0x0966;
      return String(cp - base);
    });
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
 * The vetting of a reader's comment on arrival (spec §6: comments with contact information or
 * defamatory content are deleted): contact details in any script, messaging handles, and the
 * staff's word list. Returns why the comment is removed, or null.
 */
export function vetComment(text: string, listed: (text: string) => string | null = () => null): CommentVetting | null {
  const folded = foldForVetting(text);
  if (EMAIL_SPELLED.test(folded)) return 'email';
  const contact = findContactInfo(folded);
  if (contact) return contact;
  if (HANDLE_AFTER_COLON.test(folded) || HANDLE_NEAR_APP.test(folded)) return 'handle';
  return listed(text) ? 'abuse' : null;
}
