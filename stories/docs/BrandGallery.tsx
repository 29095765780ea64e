import * as React from 'react';
import { Button, Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BrandProvider, brands, type Brand, type ColorMode } from '@writers-center/design-system';

const useStyles = makeStyles({
  gallery: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  name: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  sites: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'stretch' },
  panel: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  figure: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  caption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  ramp: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
    gap: tokens.spacingVerticalS,
  },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200 },
  swatch: {
    width: '28px',
    height: '28px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  hex: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground1 },
  stepName: { color: tokens.colorNeutralForeground2 },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
});

const toDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const siteLabel = (brand: Brand) =>
  brand.siteIds.length ? `Site ${brand.siteIds.length > 1 ? 'ids' : 'id'} ${brand.siteIds.join(', ')}` : 'Default: undefined or unknown site ids';

/** The logo mark for one colour mode, on that mode's neutral background. */
function Logo({ brand, mode }: { brand: Brand; mode: ColorMode }) {
  const styles = useStyles();
  return (
    <BrandProvider siteId={brand.siteIds[0]} colorMode={mode}>
      <figure className={mergeClasses(styles.panel, styles.figure)}>
        <img src={toDataUrl(brand.logo[mode])} width={48} height={48} alt={`${brand.name} logo, ${mode} mode`} />
        <figcaption className={styles.caption}>{mode === 'light' ? 'Light' : 'Dark'}</figcaption>
      </figure>
    </BrandProvider>
  );
}

/** A primary button and a link, themed by the brand in one colour mode. */
function Sample({ brand, mode }: { brand: Brand; mode: ColorMode }) {
  const styles = useStyles();
  return (
    <BrandProvider siteId={brand.siteIds[0]} colorMode={mode}>
      <div className={styles.panel}>
        <Button appearance="primary">Sign in</Button>
        <Link href={`#${brand.key}-${mode}`}>Help Center</Link>
        <span className={styles.caption}>{mode === 'light' ? 'Light' : 'Dark'}</span>
      </div>
    </BrandProvider>
  );
}

function BrandCard({ brand }: { brand: Brand }) {
  const styles = useStyles();
  const headingId = `brand-gallery-${brand.key}`;
  return (
    <BrandProvider siteId={brand.siteIds[0]}>
      <section className={styles.card} aria-labelledby={headingId}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.name}>
            {brand.name}
          </h2>
          <p className={styles.sites}>
            {siteLabel(brand)} · key <code>{brand.key}</code>
          </p>
        </div>
        <div className={styles.row}>
          <Logo brand={brand} mode="light" />
          <Logo brand={brand} mode="dark" />
        </div>
        <h3 className={styles.subheading}>Brand ramp</h3>
        <ol className={styles.ramp} aria-label={`${brand.name} brand ramp, darkest to lightest`}>
          {Object.entries(brand.ramp).map(([step, hex]) => (
            <li key={step} className={styles.step}>
              {/* The only colour that is not a token: the ramp itself, from the brand's data. */}
              <span className={styles.swatch} style={{ backgroundColor: hex }} aria-hidden />
              <span>
                <span className={styles.stepName}>{step}</span> <span className={styles.hex}>{hex}</span>
              </span>
            </li>
          ))}
        </ol>
        <h3 className={styles.subheading}>Sample</h3>
        <div className={styles.row}>
          <Sample brand={brand} mode="light" />
          <Sample brand={brand} mode="dark" />
        </div>
      </section>
    </BrandProvider>
  );
}

/** Every brand: site ids, name, logos, ramp and a themed sample. */
export function BrandGallery() {
  const styles = useStyles();
  return (
    <div className={mergeClasses('sb-unstyled', styles.gallery)}>
      {brands.map((brand) => (
        <BrandCard key={brand.key} brand={brand} />
      ))}
    </div>
  );
}
