import * as React from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { SelectOption, TagCategory, WordLimitStatus } from '@writers-center/design-system';

/*
 * Shared pieces of the form field stories (forms group). Every text is an
 * exact English message of stories/support/i18n/forms (or of the portal's
 * catalogs), so the toolbar's language switch shows real translations; text
 * built by functions (counts, notes) is formatted here with react-intl.
 */

/**
 * A story's value as state: the field is controlled, so typing must show.
 * It follows the `value` arg when the controls panel changes it; `onChange`
 * (an action spy) still hears every change.
 */
export function useArgState<V>(value: V, onChange?: (value: V) => void): [V, (value: V) => void] {
  const [state, setState] = React.useState(value);
  const key = JSON.stringify(value ?? null);
  const shownKey = React.useRef(key);
  React.useEffect(() => {
    // Not on mount: a change made before the first effects run would be undone.
    if (shownKey.current === key) return;
    shownKey.current = key;
    setState(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `value` (args are rebuilt on every render)
  }, [key]);
  return [
    state,
    (next: V) => {
      setState(next);
      onChange?.(next);
    },
  ];
}

/** `formatMessage` by id, for the functions some fields take. */
export function useT() {
  const intl = useIntl();
  return React.useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `story.forms.${id}` }, values),
    [intl],
  );
}

/** The word counter's text: different words when under, within or over the limits. */
export function useCountLabel() {
  const t = useT();
  return React.useCallback(
    (count: number, min: number | undefined, max: number | undefined, status: WordLimitStatus) => {
      const values = { count, min: min ?? 0, max: max ?? 0, extra: count - (max ?? count) };
      if (status === 'over') return t('textArea.countOver', values);
      if (status === 'under') return t('textArea.countUnder', values);
      return t('textArea.countWithin', values);
    },
    [t],
  );
}

/** Editors an author may choose at registration (names are not translated). */
export const EDITORS: readonly SelectOption[] = [
  { value: 'lena', label: 'Lena Park' },
  { value: 'samuel', label: 'Samuel Okafor' },
  { value: 'aiko', label: 'Aiko Tanaka' },
  { value: 'rafael', label: 'Rafael Souza', disabled: true },
];

/** The editors, the full one marked as such in the toolbar's language. */
export function useEditorOptions(): SelectOption[] {
  const t = useT();
  return EDITORS.map((e) => (e.disabled ? { ...e, label: t('select.editorFull', { name: e.label }) } : e));
}

/** Regions offered at registration, named by Intl in the toolbar's language. */
export const REGION_CODES = [
  'AR', 'AU', 'BR', 'CA', 'CN', 'CO', 'DE', 'EG', 'ES', 'FR', 'GB', 'ID', 'IN', 'IT', 'JP', 'KE', 'KR', 'MX',
  'MY', 'NG', 'NL', 'PE', 'PH', 'PL', 'PT', 'RU', 'SG', 'TH', 'TR', 'US', 'VN', 'ZA',
] as const;

export function useRegionOptions() {
  const intl = useIntl();
  return React.useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    const collator = new Intl.Collator(intl.locale);
    return REGION_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
  }, [intl.locale]);
}

/** The tag categories of a novel (one or two labels each, starred ones need one), in the toolbar's language. */
export function useTagCategories(): TagCategory[] {
  const t = useT();
  const category = (id: string, starred: boolean, labels: string[]): TagCategory => ({
    id,
    name: t(`tags.${id}`),
    starred,
    labels: labels.map((l) => ({ id: l, name: t(`tags.${l}`) })),
  });
  return [
    category('genre', true, ['romance', 'fantasy', 'urban', 'mystery', 'scifi']),
    category('lead', true, ['strongFemale', 'ceo', 'werewolf', 'vampire']),
    category('setting', false, ['modern', 'historical', 'campus', 'palace']),
    category('theme', false, ['revenge', 'secondChance', 'enemiesToLovers', 'secretIdentity']),
  ];
}

/** Names a list of categories the way the language joins words ("Genre and Lead character"). */
export function useListFormat() {
  const intl = useIntl();
  return React.useCallback(
    (items: readonly string[]) => new Intl.ListFormat(intl.locale, { style: 'long', type: 'conjunction' }).format(items),
    [intl.locale],
  );
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A cover already on file (3:4): a moon over the sea. Colours in hsl(); no text in the picture. */
export const COVER_URL = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(235 45% 18%)"/><stop offset="1" stop-color="hsl(265 40% 38%)"/></linearGradient></defs>
    <rect width="300" height="400" fill="url(#sky)"/>
    <circle cx="205" cy="110" r="48" fill="hsl(48 90% 88%)"/>
    <path d="M0 300 Q75 280 150 300 T300 300 V400 H0Z" fill="hsl(220 50% 22%)"/>
    <path d="M0 330 Q75 312 150 330 T300 330 V400 H0Z" fill="hsl(220 55% 14%)"/>
  </svg>`,
);

/** An avatar already on file: initials-free, a simple portrait silhouette. */
export const AVATAR_URL = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
    <rect width="200" height="200" fill="hsl(174 45% 40%)"/>
    <circle cx="100" cy="80" r="38" fill="hsl(30 60% 85%)"/>
    <path d="M30 200 Q30 130 100 130 Q170 130 170 200Z" fill="hsl(210 40% 25%)"/>
  </svg>`,
);

/** A real PNG, drawn on a canvas, for play functions that choose a file. */
export async function pngFile(name: string, width = 60, height = 80): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = 'hsl(265 40% 38%)';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'hsl(48 90% 88%)';
  ctx.beginPath();
  ctx.arc(width * 0.65, height * 0.3, width * 0.18, 0, Math.PI * 2);
  ctx.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** A file that starts like a PNG but is `bytes` long, to go over a size limit. */
export function largePngFile(name: string, bytes: number): File {
  const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([header, new Uint8Array(bytes - header.length)], name, { type: 'image/png' });
}

/** A text file that claims to be a PNG by its name and type. */
export const fakePngFile = (name: string) => new File(['Chapter 1: The harbour at night'], name, { type: 'image/png' });

/** Draws a stroke on an element with pointer events, as a pen would (relative coordinates 0–1). */
export function drawStroke(target: Element, points: ReadonlyArray<readonly [number, number]>, pointerType: 'mouse' | 'pen' | 'touch' = 'pen') {
  const rect = target.getBoundingClientRect();
  const at = ([x, y]: readonly [number, number]) => ({ clientX: rect.left + x * rect.width, clientY: rect.top + y * rect.height });
  const base = { bubbles: true, cancelable: true, pointerId: 7, pointerType, isPrimary: true, pressure: 0.6 };
  const [first, ...rest] = points;
  target.dispatchEvent(new PointerEvent('pointerdown', { ...base, ...at(first), button: 0, buttons: 1 }));
  for (const p of rest) target.dispatchEvent(new PointerEvent('pointermove', { ...base, ...at(p), button: -1, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...base, ...at(points[points.length - 1]), button: 0, buttons: 0, pressure: 0 }));
}

/** A signature's strokes: "M. Quill" in a few loops, relative to the pad. */
export const SIGNATURE_STROKES: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [[0.08, 0.7], [0.1, 0.3], [0.14, 0.6], [0.18, 0.3], [0.2, 0.7]],
  [[0.26, 0.66], [0.27, 0.68]],
  [[0.4, 0.45], [0.34, 0.5], [0.34, 0.65], [0.4, 0.7], [0.46, 0.62], [0.44, 0.48], [0.4, 0.45], [0.48, 0.8]],
  [[0.52, 0.5], [0.53, 0.68], [0.58, 0.7], [0.62, 0.5], [0.63, 0.7], [0.67, 0.52], [0.68, 0.7], [0.72, 0.3], [0.73, 0.7], [0.77, 0.3], [0.78, 0.7], [0.9, 0.62]],
];

/** All `SIGNATURE_STROKES`, drawn on the given element. */
export function drawSignature(target: Element) {
  for (const stroke of SIGNATURE_STROKES) drawStroke(target, stroke);
}

export type { SelectOption };

/** Forms are a column, not the full 1024 px; the brand grids keep their width. */
export const formColumn = (Story: () => React.JSX.Element, context: { id: string }) =>
  context.id.endsWith('--all-sites') ? <Story /> : <div style={{ maxWidth: 480 }}><Story /></div>;

/** A signature as a PNG data URL (as the pad exports it), for stories that start signed. */
export function signatureDataUrl(width = 480, height = 160): string {
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(2, 2);
  ctx.strokeStyle = 'black';
  ctx.lineWidth = 2.5;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of SIGNATURE_STROKES) {
    ctx.beginPath();
    stroke.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x * width, y * height) : ctx.lineTo(x * width, y * height)));
    ctx.stroke();
  }
  return canvas.toDataURL('image/png');
}

const useStyles = makeStyles({ link: { color: tokens.colorBrandForegroundLink } });

/** The portal's privacy tick: its label holds links to the Terms of Use and the Privacy Policy. */
export function TermsLabel() {
  const styles = useStyles();
  return (
    <FormattedMessage
      id="auth.signup.acceptTerms"
      values={{
        terms: (chunks) => (
          <a className={styles.link} href="/terms" target="_blank" rel="noopener">
            {chunks}
          </a>
        ),
        policy: (chunks) => (
          <a className={styles.link} href="/policy" target="_blank" rel="noopener">
            {chunks}
          </a>
        ),
      }}
    />
  );
}

