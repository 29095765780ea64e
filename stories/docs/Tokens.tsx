import * as React from 'react';
import { makeStyles, tokens, type Theme } from '@fluentui/react-components';
import { BrandProvider, brands, createBrandTheme, type ColorMode } from '@writers-center/design-system';

/** The semantic tokens the design system's components read, grouped. */
export const TOKEN_GROUPS: readonly { title: string; kind: 'color' | 'value'; tokens: readonly (keyof Theme)[] }[] = [
  {
    title: 'Brand colours',
    kind: 'color',
    tokens: [
      'colorBrandBackground',
      'colorBrandBackground2',
      'colorBrandBackground2Hover',
      'colorBrandForeground1',
      'colorBrandForegroundLink',
      'colorBrandForegroundLinkHover',
      'colorNeutralForegroundOnBrand',
    ],
  },
  {
    title: 'Neutral and status colours',
    kind: 'color',
    tokens: [
      'colorNeutralForeground1',
      'colorNeutralForeground2',
      'colorNeutralBackground1',
      'colorNeutralBackground1Hover',
      'colorNeutralBackground2',
      'colorNeutralStroke1',
      'colorNeutralStroke2',
      'colorStrokeFocus2',
      'colorPaletteRedBackground3',
    ],
  },
  {
    title: 'Shape and type',
    kind: 'value',
    tokens: ['borderRadiusSmall', 'borderRadiusMedium', 'borderRadiusLarge', 'borderRadiusCircular', 'fontFamilyBase', 'fontWeightSemibold'],
  },
];

const useStyles = makeStyles({
  wrapper: { overflowX: 'auto', marginBlockEnd: tokens.spacingVerticalXXL },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  caption: {
    textAlign: 'start',
    fontSize: tokens.fontSizeBase400,
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
  head: { fontWeight: tokens.fontWeightSemibold, verticalAlign: 'bottom' },
  tokenName: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightRegular },
  value: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontFamily: tokens.fontFamilyMonospace },
  chip: {
    display: 'inline-block',
    width: '16px',
    height: '16px',
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  sites: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
});

function Value({ value, kind }: { value: string; kind: 'color' | 'value' }) {
  const styles = useStyles();
  return (
    <span className={styles.value}>
      {/* The chip shows the brand's own value (brand data, not a hard-coded colour). */}
      {kind === 'color' && <span className={styles.chip} style={{ backgroundColor: value }} aria-hidden />}
      {value}
    </span>
  );
}

/** One table per token group: a row per brand, a column per token, values from createBrandTheme(brand, mode). */
export function TokenTables({ mode = 'light' }: { mode?: ColorMode }) {
  const styles = useStyles();
  return (
    <BrandProvider className="sb-unstyled">
      {TOKEN_GROUPS.map((group) => (
        // Wide tables scroll sideways: the scroller is focusable so keyboards can scroll it too.
        <div key={group.title} className={styles.wrapper} role="region" aria-label={`${group.title} (${mode} mode)`} tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {group.title} ({mode} mode)
            </caption>
            <thead>
              <tr>
                <th scope="col" className={`${styles.cell} ${styles.head}`}>
                  Brand
                </th>
                {group.tokens.map((token) => (
                  <th key={token} scope="col" className={`${styles.cell} ${styles.head}`}>
                    <code className={styles.tokenName}>{token}</code>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {brands.map((brand) => {
                const theme = createBrandTheme(brand, mode);
                return (
                  <tr key={brand.key}>
                    <th scope="row" className={`${styles.cell} ${styles.head}`}>
                      {brand.name} <span className={styles.sites}>{brand.siteIds.length ? brand.siteIds.join(', ') : 'default'}</span>
                    </th>
                    {group.tokens.map((token) => (
                      <td key={token} className={styles.cell}>
                        <Value value={String(theme[token])} kind={group.kind} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </BrandProvider>
  );
}
