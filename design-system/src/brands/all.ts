import type { Brand } from './types';
import { defaultBrand, registerBrands } from './registry';
import { siteBrands } from './sites';

/**
 * Every brand, the default first, all loaded: for Storybook's toolbar and galleries and the tests.
 * Importing it makes `brandForSite` answer every site's brand at once; the portal never imports it,
 * so its first load carries only the default brand.
 */
export const brands: readonly Brand[] = [defaultBrand, ...siteBrands];
registerBrands(siteBrands);
