import * as React from 'react';
import {
  Field,
  Radio,
  RadioGroup,
  Select,
  createDarkTheme,
  createLightTheme,
  makeStyles,
  mergeClasses,
  tokens,
  type Theme,
} from '@fluentui/react-components';
import { BrandProvider, brands, createBrandTheme, defaultBrand, type Brand, type ColorMode } from '@writers-center/design-system';
import { AA_CONTRAST as AA, CONTRAST_PAIRS } from '../../design-system/src/theme/contrastPairs';

/*
 * The Tokens docs page. Every value shown is read at run time from createBrandTheme(brand, mode), the
 * function BrandProvider uses; the samples are styled with `tokens.*` (CSS variables) under a
 * BrandProvider of the chosen brand and mode, so they show what a component would get.
 */

type TokenName = keyof Theme;
const MODES: readonly ColorMode[] = ['light', 'dark'];

// ---------------------------------------------------------------------------------------------
// What the code says: which component reads which token, and which file holds each brand.

const componentSources = import.meta.glob<string>('../../design-system/src/components/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const brandSources = import.meta.glob<string>('../../design-system/src/brands/**/*.ts', { query: '?raw', import: 'default', eager: true });

/** token → the components (folder names) whose source reads `tokens.<token>`. */
const READERS: ReadonlyMap<string, readonly string[]> = (() => {
  const readers = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(componentSources)) {
    const component = file.split('/components/')[1]?.split('/')[0] ?? file;
    for (const match of text.matchAll(/\btokens\.([A-Za-z0-9]+)/g)) {
      const set = readers.get(match[1]) ?? new Set<string>();
      set.add(component);
      readers.set(match[1], set);
    }
  }
  return new Map([...readers].map(([token, set]) => [token, [...set].sort()]));
})();

/** The repository path of the file that declares a brand (found by its `key:`). */
function brandFile(brand: Brand): string | undefined {
  const entry = Object.entries(brandSources).find(([, text]) => text.includes(`key: '${brand.key}'`));
  return entry?.[0].replace(/^(\.\.\/)+/, '');
}

// ---------------------------------------------------------------------------------------------
// The chosen brand and mode, shared by every table on the page (one picker at the top).

interface Choice {
  brandKey: string;
  mode: ColorMode;
}
let choice: Choice = { brandKey: defaultBrand.key, mode: 'light' };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
function choose(next: Partial<Choice>) {
  choice = { ...choice, ...next };
  for (const listener of listeners) listener();
}
function useChoice() {
  const current = React.useSyncExternalStore(subscribe, () => choice);
  const brand = brands.find((b) => b.key === current.brandKey) ?? defaultBrand;
  return { brand, mode: current.mode, theme: createBrandTheme(brand, current.mode) };
}

const siteText = (brand: Brand) => (brand.siteIds.length ? `site ${brand.siteIds.join(', ')}` : 'default');

// ---------------------------------------------------------------------------------------------
// Facts about one token, computed from the themes.

const valueOf = (brand: Brand, mode: ColorMode, token: TokenName) => String(createBrandTheme(brand, mode)[token]);

const changeCache = new Map<TokenName, string>();
/** What the token's value follows: the brand, the colour mode, both, or neither (Fluent's fixed value). */
function changesWith(token: TokenName): string {
  const cached = changeCache.get(token);
  if (cached) return cached;
  const [light, dark] = MODES.map((mode) => brands.map((brand) => valueOf(brand, mode, token)));
  const values = Math.max(new Set(light).size, new Set(dark).size);
  const byBrand = values > 1;
  const byMode = light.some((value, i) => value !== dark[i]);
  const text = byBrand ? `brand (${values} values)${byMode ? ' and mode' : ''}` : byMode ? 'mode' : '—';
  changeCache.set(token, text);
  return text;
}

const fluentCache = new Map<string, Theme>();
/** Fluent's own theme from the brand's ramp, before createBrandTheme's changes and the brand's tokens. */
function fluentTheme(brand: Brand, mode: ColorMode): Theme {
  const key = `${brand.key}:${mode}`;
  let theme = fluentCache.get(key);
  if (!theme) {
    theme = mode === 'dark' ? createDarkTheme(brand.ramp) : createLightTheme(brand.ramp);
    fluentCache.set(key, theme);
  }
  return theme;
}

/** Where this brand's value of the token comes from. */
function sourceOf(brand: Brand, mode: ColorMode, token: TokenName): string {
  const modeTokens = mode === 'dark' ? brand.darkTokens : brand.lightTokens;
  if (modeTokens && token in modeTokens) return mode === 'dark' ? 'brand file: darkTokens' : 'brand file: lightTokens';
  if (brand.tokens && token in brand.tokens) return 'brand file: tokens';
  if (String(fluentTheme(brand, mode)[token]) !== valueOf(brand, mode, token)) return 'createBrandTheme';
  return 'Fluent';
}

/** The ramp step a colour is, if it is one of the brand's 16. */
function rampStep(brand: Brand, value: string): string | undefined {
  const step = Object.entries(brand.ramp).find(([, hex]) => hex.toLowerCase() === value.toLowerCase());
  return step?.[0];
}

// ---------------------------------------------------------------------------------------------
// Contrast (WCAG 2.x), as tests/unit/design-system/brand-contrast.test.ts computes it.

function parseHex(value: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number | undefined {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return undefined;
  const [la, lb] = [luminance(ra), luminance(rb)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}



// ---------------------------------------------------------------------------------------------
// Token lists, by group. Colour lists are the tokens components read plus those brand files set.

const themeKeys = Object.keys(createBrandTheme(defaultBrand, 'light')) as TokenName[];
const keysStarting = (...prefixes: string[]) => themeKeys.filter((k) => prefixes.some((p) => k.startsWith(p)));

const overridden = new Set<string>(brands.flatMap((b) => [b.tokens, b.lightTokens, b.darkTokens].flatMap((t) => Object.keys(t ?? {}))));
const usedColours = themeKeys.filter((k) => k.startsWith('color') && (READERS.has(k) || overridden.has(k)));
const isBrandColour = (k: string) => k.startsWith('colorBrand') || k.startsWith('colorCompoundBrand') || k === 'colorNeutralForegroundOnBrand';
const isStatusColour = (k: string) => k.startsWith('colorStatus') || k.startsWith('colorPalette');

export const COLOUR_GROUPS: readonly { title: string; tokens: readonly TokenName[] }[] = [
  { title: 'Brand colours', tokens: usedColours.filter(isBrandColour) },
  { title: 'Neutral colours', tokens: usedColours.filter((k) => !isBrandColour(k) && !isStatusColour(k)) },
  { title: 'Status and accent colours', tokens: usedColours.filter(isStatusColour) },
];

// ---------------------------------------------------------------------------------------------
// Styles (tokens only: the docs' own chrome follows the default brand in light mode).

const useStyles = makeStyles({
  picker: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    marginBlockEnd: tokens.spacingVerticalXL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
  },
  pickerNote: { fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground2 },
  scope: {
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalXXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  scopeNote: { margin: 0, marginBlockEnd: tokens.spacingVerticalM, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  wrapper: { overflowX: 'auto', marginBlockEnd: tokens.spacingVerticalXL },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  caption: {
    textAlign: 'start',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    paddingBlockEnd: tokens.spacingVerticalS,
  },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'start',
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
  },
  wrap: { whiteSpace: 'normal', minWidth: '180px', maxWidth: '320px' },
  head: { fontWeight: tokens.fontWeightSemibold, verticalAlign: 'bottom' },
  rowHead: { fontWeight: tokens.fontWeightSemibold },
  readers: { '& > summary': { cursor: 'pointer' } },
  readerNames: { display: 'block', whiteSpace: 'normal', maxWidth: '280px', color: tokens.colorNeutralForeground2 },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightRegular },
  muted: { color: tokens.colorNeutralForeground2 },
  value: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontFamily: tokens.fontFamilyMonospace },
  chip: {
    display: 'inline-block',
    flexShrink: 0,
    width: '16px',
    height: '16px',
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  sites: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
  bar: { display: 'inline-block', height: '12px', backgroundColor: tokens.colorBrandForeground1, verticalAlign: 'middle' },
  vbar: { display: 'inline-block', width: '12px', backgroundColor: tokens.colorNeutralForeground2, verticalAlign: 'middle' },
  bars: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '32px' },
  radiusBox: {
    display: 'block',
    width: '64px',
    height: '40px',
    backgroundColor: tokens.colorBrandBackground2,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
  },
  stroke: { display: 'block', width: '64px', backgroundColor: tokens.colorNeutralForeground1 },
  shadowCell: { paddingBlock: tokens.spacingVerticalXL, paddingInline: tokens.spacingHorizontalXXL, backgroundColor: tokens.colorNeutralBackground3 },
  shadowBox: {
    display: 'block',
    width: '72px',
    height: '44px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  sample: { color: tokens.colorNeutralForeground1 },
  curve: { display: 'block', overflow: 'visible' },
  curveAxis: { fill: 'none', stroke: tokens.colorNeutralStroke1, strokeWidth: 1 },
  curveLine: { fill: 'none', stroke: tokens.colorBrandForeground1, strokeWidth: 2 },
  curveHandle: { fill: 'none', stroke: tokens.colorNeutralForeground3, strokeWidth: 1, strokeDasharray: '2 2' },
  pass: { color: tokens.colorStatusSuccessForeground1, fontWeight: tokens.fontWeightSemibold },
  fail: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
  pair: { display: 'inline-block', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusSmall },
});

// ---------------------------------------------------------------------------------------------
// Building blocks.

/** A captioned table in a focusable scroller (wide tables scroll sideways, keyboards too). */
export function Table({ caption, head, children }: { caption: string; head: readonly React.ReactNode[]; children: React.ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.wrapper} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className={mergeClasses(styles.cell, styles.head)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, wrap, className }: { children?: React.ReactNode; wrap?: boolean; className?: string }) {
  const styles = useStyles();
  return <td className={mergeClasses(styles.cell, wrap && styles.wrap, className)}>{children}</td>;
}

function TokenCell({ token }: { token: string }) {
  const styles = useStyles();
  return (
    <th scope="row" className={mergeClasses(styles.cell, styles.rowHead)}>
      <code className={styles.mono}>{token}</code>
    </th>
  );
}

/** How many components read a token; their names open on demand (lists run long). */
function ReaderList({ readers }: { readers: readonly string[] }) {
  const styles = useStyles();
  if (!readers.length) return <Cell className={styles.muted}>—</Cell>;
  return (
    <Cell>
      <details className={styles.readers}>
        <summary>{readers.length}</summary>
        <span className={styles.readerNames}>{readers.join(', ')}</span>
      </details>
    </Cell>
  );
}

function Readers({ token }: { token: string }) {
  return <ReaderList readers={READERS.get(token) ?? []} />;
}

function Changes({ token }: { token: TokenName }) {
  const styles = useStyles();
  const text = changesWith(token);
  return <Cell className={text === '—' ? styles.muted : undefined}>{text}</Cell>;
}

/** The chosen brand and mode's theme, with the brand's tokens in force for the samples inside. */
function Scope({ children }: { children: React.ReactNode }) {
  const styles = useStyles();
  const { brand, mode } = useChoice();
  return (
    <BrandProvider siteId={brand.siteIds[0]} colorMode={mode} className={mergeClasses('sb-unstyled', styles.scope)}>
      <p className={styles.scopeNote}>
        {brand.name} ({siteText(brand)}), {mode} mode
      </p>
      {children}
    </BrandProvider>
  );
}

// ---------------------------------------------------------------------------------------------
// The picker.

/** Chooses the brand and colour mode every table below shows. Stays at the top while scrolling. */
export function TokenPicker() {
  const styles = useStyles();
  const { brand, mode } = useChoice();
  const file = brandFile(brand);
  return (
    <BrandProvider className={mergeClasses('sb-unstyled', styles.picker)}>
      <Field label="Brand">
        <Select value={brand.key} onChange={(_e, data) => choose({ brandKey: data.value })}>
          {brands.map((b) => (
            <option key={b.key} value={b.key}>
              {b.name} · {siteText(b)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Colour mode">
        <RadioGroup layout="horizontal" value={mode} onChange={(_e, data) => choose({ mode: data.value as ColorMode })}>
          <Radio value="light" label="Light" />
          <Radio value="dark" label="Dark" />
        </RadioGroup>
      </Field>
      <span className={styles.pickerNote}>
        key <code className={styles.mono}>{brand.key}</code>
        {file && (
          <>
            {' · '}
            <code className={styles.mono}>{file}</code>
          </>
        )}
      </span>
    </BrandProvider>
  );
}

// ---------------------------------------------------------------------------------------------
// Colour.

function ColourValue({ brand, value }: { brand: Brand; value: string }) {
  const styles = useStyles();
  const step = rampStep(brand, value);
  return (
    <span className={styles.value}>
      {/* The chip shows the brand's own value (brand data, not a hard-coded colour). */}
      <span className={styles.chip} style={{ backgroundColor: value }} aria-hidden />
      {value}
      {step && <span className={styles.muted}>ramp {step}</span>}
    </span>
  );
}

/** The colour tokens the components read and those brand files set, for the chosen brand and mode. */
export function ColourTokens() {
  const { brand, mode, theme } = useChoice();
  return (
    <Scope>
      {COLOUR_GROUPS.map((group) => (
        <Table key={group.title} caption={group.title} head={['Token', 'Value', 'Source', 'Changes with', 'Read by components']}>
          {group.tokens.map((token) => (
            <tr key={token}>
              <TokenCell token={token} />
              <Cell>
                <ColourValue brand={brand} value={String(theme[token])} />
              </Cell>
              <Cell>{sourceOf(brand, mode, token)}</Cell>
              <Changes token={token} />
              <Readers token={token} />
            </tr>
          ))}
        </Table>
      ))}
    </Scope>
  );
}

/** The pairs the unit test checks, for the chosen brand and mode, with their ratio. */
export function ContrastTokens() {
  const styles = useStyles();
  const { theme } = useChoice();
  return (
    <Scope>
      <Table caption="Contrast pairs (WCAG AA, 4.5:1)" head={['Foreground', 'Background', 'Sample', 'Ratio', 'AA']}>
        {CONTRAST_PAIRS.map(([fg, bg]) => {
          const ratio = contrast(String(theme[fg]), String(theme[bg]));
          const pass = ratio !== undefined && ratio >= AA;
          return (
            <tr key={`${fg}/${bg}`}>
              <TokenCell token={fg} />
              <Cell>
                <code className={styles.mono}>{bg}</code>
              </Cell>
              <Cell>
                <span className={styles.pair} style={{ color: tokens[fg], backgroundColor: tokens[bg] }}>
                  Chapter 12
                </span>
              </Cell>
              <Cell>{ratio === undefined ? '—' : `${ratio.toFixed(2)}:1`}</Cell>
              <Cell className={pass ? styles.pass : styles.fail}>{pass ? 'Pass' : 'Fail'}</Cell>
            </tr>
          );
        })}
      </Table>
    </Scope>
  );
}

// ---------------------------------------------------------------------------------------------
// Typography.

const SAMPLE = 'The harbour at night';

export function TypographyTokens() {
  const styles = useStyles();
  const { brand, mode, theme } = useChoice();
  const families = keysStarting('fontFamily');
  const sizes = keysStarting('fontSize');
  const weights = keysStarting('fontWeight');
  return (
    <Scope>
      <Table caption="Font families" head={['Token', 'Value', 'Sample', 'Source', 'Changes with', 'Read by components']}>
        {families.map((token) => (
          <tr key={token}>
            <TokenCell token={token} />
            <Cell wrap className={styles.mono}>
              {String(theme[token])}
            </Cell>
            <Cell>
              <span className={styles.sample} style={{ fontFamily: tokens[token], fontSize: tokens.fontSizeBase400 }}>
                {SAMPLE} 0123456789
              </span>
            </Cell>
            <Cell>{sourceOf(brand, mode, token)}</Cell>
            <Changes token={token} />
            <Readers token={token} />
          </tr>
        ))}
      </Table>
      <Table caption="Sizes and line heights (in the brand's fontFamilyBase)" head={['Size token', 'Size', 'Line height token', 'Line height', 'Sample', 'Read by components']}>
        {sizes.map((token) => {
          const lineHeight = token.replace('fontSize', 'lineHeight') as TokenName;
          return (
            <tr key={token}>
              <TokenCell token={token} />
              <Cell className={styles.mono}>{String(theme[token])}</Cell>
              <Cell>
                <code className={styles.mono}>{lineHeight}</code>
              </Cell>
              <Cell className={styles.mono}>{String(theme[lineHeight])}</Cell>
              <Cell>
                <span
                  className={styles.sample}
                  style={{ display: 'block', fontFamily: tokens.fontFamilyBase, fontSize: tokens[token], lineHeight: tokens[lineHeight] }}
                >
                  {token.startsWith('fontSizeHero') ? 'Harbour' : SAMPLE}
                </span>
              </Cell>
              <Readers token={token} />
            </tr>
          );
        })}
      </Table>
      <Table caption="Weights" head={['Token', 'Value', 'Sample', 'Read by components']}>
        {weights.map((token) => (
          <tr key={token}>
            <TokenCell token={token} />
            <Cell className={styles.mono}>{String(theme[token])}</Cell>
            <Cell>
              <span className={styles.sample} style={{ fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase400, fontWeight: tokens[token] }}>
                {SAMPLE}
              </span>
            </Cell>
            <Readers token={token} />
          </tr>
        ))}
      </Table>
    </Scope>
  );
}

// ---------------------------------------------------------------------------------------------
// Spacing.

export function SpacingTokens() {
  const styles = useStyles();
  const { theme } = useChoice();
  const steps = keysStarting('spacingHorizontal').map((token) => token.replace('spacingHorizontal', ''));
  return (
    <Scope>
      <Table
        caption="Spacing (horizontal bar: spacingHorizontal*, vertical bar: spacingVertical*)"
        head={['Step', 'Horizontal token', 'Vertical token', 'Value', 'Sample', 'Read by components']}
      >
        {steps.map((step) => {
          const h = `spacingHorizontal${step}` as TokenName;
          const v = `spacingVertical${step}` as TokenName;
          const same = theme[h] === theme[v];
          const readers = new Set([...(READERS.get(h) ?? []), ...(READERS.get(v) ?? [])]);
          return (
            <tr key={step}>
              <th scope="row" className={mergeClasses(styles.cell, styles.rowHead)}>
                {step}
              </th>
              <Cell>
                <code className={styles.mono}>{h}</code>
              </Cell>
              <Cell>
                <code className={styles.mono}>{v}</code>
              </Cell>
              <Cell className={styles.mono}>{same ? String(theme[h]) : `${String(theme[h])} / ${String(theme[v])}`}</Cell>
              <Cell>
                <span className={styles.bars} aria-hidden>
                  <span className={styles.bar} style={{ width: tokens[h] }} />
                  <span className={styles.vbar} style={{ height: tokens[v] }} />
                </span>
              </Cell>
              <ReaderList readers={[...readers].sort()} />
            </tr>
          );
        })}
      </Table>
    </Scope>
  );
}

// ---------------------------------------------------------------------------------------------
// Radius and stroke.

export function ShapeTokens() {
  const styles = useStyles();
  const { brand, mode, theme } = useChoice();
  return (
    <Scope>
      <Table caption="Corner radius" head={['Token', 'Value', 'Sample', 'Source', 'Changes with', 'Read by components']}>
        {keysStarting('borderRadius').map((token) => (
          <tr key={token}>
            <TokenCell token={token} />
            <Cell className={styles.mono}>{String(theme[token])}</Cell>
            <Cell>
              <span className={styles.radiusBox} style={{ borderRadius: tokens[token] }} aria-hidden />
            </Cell>
            <Cell>{sourceOf(brand, mode, token)}</Cell>
            <Changes token={token} />
            <Readers token={token} />
          </tr>
        ))}
      </Table>
      <Table caption="Stroke widths" head={['Token', 'Value', 'Sample', 'Changes with', 'Read by components']}>
        {keysStarting('strokeWidth').map((token) => (
          <tr key={token}>
            <TokenCell token={token} />
            <Cell className={styles.mono}>{String(theme[token])}</Cell>
            <Cell>
              <span className={styles.stroke} style={{ height: tokens[token] }} aria-hidden />
            </Cell>
            <Changes token={token} />
            <Readers token={token} />
          </tr>
        ))}
      </Table>
    </Scope>
  );
}

// ---------------------------------------------------------------------------------------------
// Shadow.

export function ShadowTokens() {
  const styles = useStyles();
  const { theme } = useChoice();
  return (
    <Scope>
      <Table caption="Shadows (the *Brand shadows are darker, for surfaces on brand colour)" head={['Token', 'Value (one layer a line)', 'Sample', 'Changes with', 'Read by components']}>
        {keysStarting('shadow').map((token) => (
          <tr key={token}>
            <TokenCell token={token} />
            <Cell className={styles.mono}>
              {String(theme[token])
                .split(/,\s*(?![^(]*\))/)
                .map((layer) => (
                  <span key={layer} style={{ display: 'block' }}>
                    {layer}
                  </span>
                ))}
            </Cell>
            <Cell className={styles.shadowCell}>
              <span className={styles.shadowBox} style={{ boxShadow: tokens[token] }} aria-hidden />
            </Cell>
            <Changes token={token} />
            <Readers token={token} />
          </tr>
        ))}
      </Table>
    </Scope>
  );
}

// ---------------------------------------------------------------------------------------------
// Motion.

/** The four numbers of `cubic-bezier(x1,y1,x2,y2)`. */
function bezier(value: string): [number, number, number, number] | undefined {
  const m = /cubic-bezier\(([^)]+)\)/.exec(value);
  const n = m?.[1].split(',').map(Number);
  return n && n.length === 4 && n.every(Number.isFinite) ? (n as [number, number, number, number]) : undefined;
}

/** The easing curve, time across and progress up, with its two control points dashed. */
function CurvePlot({ value }: { value: string }) {
  const styles = useStyles();
  const p = bezier(value);
  if (!p) return null;
  const size = 56;
  const x = (t: number) => t * size;
  const y = (v: number) => size - v * size;
  const [x1, y1, x2, y2] = p;
  return (
    <svg className={styles.curve} width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden>
      <polyline className={styles.curveAxis} points={`0,0 0,${size} ${size},${size}`} />
      <line className={styles.curveHandle} x1={x(0)} y1={y(0)} x2={x(x1)} y2={y(y1)} />
      <line className={styles.curveHandle} x1={x(1)} y1={y(1)} x2={x(x2)} y2={y(y2)} />
      <path className={styles.curveLine} d={`M${x(0)},${y(0)} C${x(x1)},${y(y1)} ${x(x2)},${y(y2)} ${x(1)},${y(1)}`} />
    </svg>
  );
}

export function MotionTokens() {
  const styles = useStyles();
  const { theme } = useChoice();
  return (
    <Scope>
      <Table caption="Durations (bar: 1 px per 2 ms)" head={['Token', 'Value', 'Sample', 'Changes with', 'Read by components']}>
        {keysStarting('duration').map((token) => (
          <tr key={token}>
            <TokenCell token={token} />
            <Cell className={styles.mono}>{String(theme[token])}</Cell>
            <Cell>
              <span className={styles.bar} style={{ width: `${parseFloat(String(theme[token])) / 2}px` }} aria-hidden />
            </Cell>
            <Changes token={token} />
            <Readers token={token} />
          </tr>
        ))}
      </Table>
      <Table caption="Easing curves (time across, progress up)" head={['Token', 'Value', 'Curve', 'Changes with', 'Read by components']}>
        {keysStarting('curve').map((token) => (
          <tr key={token}>
            <TokenCell token={token} />
            <Cell className={styles.mono}>{String(theme[token])}</Cell>
            <Cell>
              <CurvePlot value={String(theme[token])} />
            </Cell>
            <Changes token={token} />
            <Readers token={token} />
          </tr>
        ))}
      </Table>
    </Scope>
  );
}

// ---------------------------------------------------------------------------------------------
// Every brand side by side: the tokens brands actually change.

/** The tokens compared across brands: those brand files and the ramp change. */
export const TOKEN_GROUPS: readonly { title: string; kind: 'color' | 'value'; tokens: readonly TokenName[] }[] = [
  {
    title: 'Brand colours',
    kind: 'color',
    tokens: [
      'colorBrandBackground',
      'colorBrandBackgroundHover',
      'colorBrandBackground2',
      'colorBrandBackground2Hover',
      'colorBrandForeground1',
      'colorBrandForegroundLink',
      'colorBrandForegroundLinkHover',
      'colorBrandStroke1',
      'colorNeutralForegroundOnBrand',
    ],
  },
  {
    title: 'Shape and type',
    kind: 'value',
    tokens: ['borderRadiusSmall', 'borderRadiusMedium', 'borderRadiusLarge', 'fontFamilyBase'],
  },
];

/** One table per token group: a row per brand, a column per token, values from createBrandTheme(brand, mode). */
export function TokenTables({ mode = 'light' }: { mode?: ColorMode }) {
  const styles = useStyles();
  return (
    <BrandProvider className="sb-unstyled">
      {TOKEN_GROUPS.map((group) => (
        <Table key={group.title} caption={`${group.title} (${mode} mode)`} head={['Brand', ...group.tokens.map((token) => <code className={styles.mono}>{token}</code>)]}>
          {brands.map((brand) => {
            const theme = createBrandTheme(brand, mode);
            return (
              <tr key={brand.key}>
                <th scope="row" className={mergeClasses(styles.cell, styles.rowHead)}>
                  {brand.name} <span className={styles.sites}>{brand.siteIds.length ? brand.siteIds.join(', ') : 'default'}</span>
                </th>
                {group.tokens.map((token) => (
                  <Cell key={token}>
                    {group.kind === 'color' ? <ColourValue brand={brand} value={String(theme[token])} /> : <span className={styles.value}>{String(theme[token])}</span>}
                  </Cell>
                ))}
              </tr>
            );
          })}
        </Table>
      ))}
    </BrandProvider>
  );
}
