export { BrandProvider, useBrand } from './BrandProvider';
export type { BrandProviderProps, BrandContextValue } from './BrandProvider';
