import * as React from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useBrand } from '../BrandProvider';

export interface BrandLogoProps {
  /** size of the mark: 24, 32 or 48 px square; @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** show the brand name beside the mark; @default true */
  showName?: boolean;
  /** class name added to the root `<span>` */
  className?: string;
}

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  small: { '& img': { width: '24px', height: '24px' } },
  medium: { '& img': { width: '32px', height: '32px' } },
  large: { '& img': { width: '48px', height: '48px' } },
  name: {
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
});

const toDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The current brand's logo mark (light or dark by colour mode) and name. */
export const BrandLogo = React.forwardRef<HTMLSpanElement, BrandLogoProps>(({ size = 'medium', showName = true, className }, ref) => {
  const { brand, colorMode } = useBrand();
  const styles = useStyles();
  const src = React.useMemo(() => toDataUrl(brand.logo[colorMode]), [brand, colorMode]);
  return (
    <span ref={ref} className={mergeClasses(styles.root, styles[size], className)} data-brand={brand.key}>
      <img src={src} alt={showName ? '' : brand.name} />
      {showName && <span className={styles.name}>{brand.name}</span>}
    </span>
  );
});
BrandLogo.displayName = 'BrandLogo';
