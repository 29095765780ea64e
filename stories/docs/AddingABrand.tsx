import * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BrandProvider, brands, createBrandTheme, type ColorMode } from '@writers-center/design-system';
import { SITE_ID_MAX, SITE_ID_MIN, SPECIAL_SITE_ID } from '../../src/domain/sites';
import { AA_CONTRAST as AA, CONTRAST_PAIRS } from '../../design-system/src/theme/contrastPairs';
import { Cell, Table, contrast } from './Tokens';

const useStyles = makeStyles({
  head: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  muted: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightRegular },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  pass: { color: tokens.colorStatusSuccessForeground1 },
  fail: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
  free: { margin: 0, marginBlockEnd: tokens.spacingVerticalXL, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
});

/** "513–514, 516" from a sorted list of ids. */
function ranges(ids: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < ids.length; i++) {
    const start = ids[i];
    while (i + 1 < ids.length && ids[i + 1] === ids[i] + 1) i++;
    parts.push(start === ids[i] ? String(start) : `${start}–${ids[i]}`);
  }
  return parts.join(', ');
}

/** Which site ids have a brand today (from the registry) and which are free. */
export function SiteIds() {
  const styles = useStyles();
  const owner = new Map<number, string>();
  for (const brand of brands) for (const id of brand.siteIds) owner.set(id, `${brand.name} (${brand.key})`);
  const free: number[] = [];
  for (let id = SITE_ID_MIN; id <= SITE_ID_MAX; id++) if (!owner.has(id)) free.push(id);
  const taken = [...owner].sort(([a], [b]) => a - b);
  return (
    <BrandProvider className="sb-unstyled">
      <Table caption={`Site ids with a brand (${taken.length} of ${SITE_ID_MAX - SITE_ID_MIN + 1})`} head={['Site id', 'Brand (key)']}>
        {taken.map(([id, name]) => (
          <tr key={id}>
            <th scope="row" className={styles.head}>
              {id}
              {id === SPECIAL_SITE_ID && <span className={styles.muted}> (special site)</span>}
            </th>
            <Cell>{name}</Cell>
          </tr>
        ))}
      </Table>
      <p className={styles.free}>
        <strong>Free</strong> (today the default brand): {ranges(free)}.
      </p>
    </BrandProvider>
  );
}

/** For every brand and mode, the lowest of the six ratios the unit test checks, and its pair. */
export function ContrastSummary() {
  const styles = useStyles();
  const lowest = (mode: ColorMode, brandIndex: number) => {
    const theme = createBrandTheme(brands[brandIndex], mode);
    let worst: { ratio: number; pair: string } | undefined;
    for (const [fg, bg] of CONTRAST_PAIRS) {
      const ratio = contrast(String(theme[fg]), String(theme[bg])) ?? 0;
      if (!worst || ratio < worst.ratio) worst = { ratio, pair: `${fg} on ${bg}` };
    }
    return worst!;
  };
  return (
    <BrandProvider className="sb-unstyled">
      <Table caption="Lowest contrast ratio per brand (WCAG AA needs 4.5:1)" head={['Brand', 'Light', 'Light: pair', 'Dark', 'Dark: pair']}>
        {brands.map((brand, i) => (
          <tr key={brand.key}>
            <th scope="row" className={styles.head}>
              {brand.name} <span className={styles.muted}>{brand.siteIds.length ? brand.siteIds.join(', ') : 'default'}</span>
            </th>
            {(['light', 'dark'] as const).map((mode) => {
              const { ratio, pair } = lowest(mode, i);
              return (
                <React.Fragment key={mode}>
                  <Cell className={mergeClasses(styles.mono, ratio >= AA ? styles.pass : styles.fail)}>
                    {ratio.toFixed(2)}:1{ratio >= AA ? '' : ' (fails)'}
                  </Cell>
                  <Cell className={styles.mono}>{pair}</Cell>
                </React.Fragment>
              );
            })}
          </tr>
        ))}
      </Table>
    </BrandProvider>
  );
}
