import type { FieldBaseProps } from '../FieldBase';

/** Where a word count stands against its limits. */
export type WordLimitStatus = 'under' | 'within' | 'over';

export interface TextAreaProps extends FieldBaseProps<string> {
  /**
   * The counting rule, passed in: the portal passes the domain's counter for
   * the book's language (words, characters or tokens). Without it no count is shown.
   */
  countWords?(text: string): number;
  /** the fewest words allowed */
  minWords?: number;
  /** the most words allowed */
  maxWords?: number;
  /**
   * The counter's text, e.g. "120 words · 50–500". It is shown under the field
   * and announced politely to screen readers while typing, so it should say
   * when the text is too short or too long (the status says which).
   */
  countLabel?(count: number, min: number | undefined, max: number | undefined, status: WordLimitStatus): string;
  /** visible lines; @default 5 */
  rows?: number;
  /** which ways the author may resize the box by its corner; @default 'vertical' */
  resize?: 'none' | 'vertical' | 'horizontal' | 'both';
  /** shown in the empty box; not a replacement for the label */
  placeholder?: string;
  /** a hard character limit (the browser stops input there) */
  maxLength?: number;
  /** the least time between two screen-reader announcements of the count, in ms; @default 2000 */
  announceInterval?: number;
  /**
   * The field keeps the typed text itself, for long texts (a 6000-word
   * chapter): `value` is only the starting text, a keystroke re-renders
   * nothing, `onChange` still reports every change, and the count follows
   * when the browser is idle. To show another text, give the field a new `key`.
   * @default false
   */
  ownsText?: boolean;
  /** Fluent's field size (label, box and text); @default 'medium' */
  size?: 'small' | 'medium' | 'large';
}
