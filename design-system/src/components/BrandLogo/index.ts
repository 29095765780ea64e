export { BrandLogo } from './BrandLogo';
export type { BrandLogoProps } from './BrandLogo';
