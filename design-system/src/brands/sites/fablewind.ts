import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 503: sky blue. */
const ramp: BrandVariants = {
  10: '#001420',
  20: '#002332',
  30: '#003043',
  40: '#003E55',
  50: '#004A65',
  60: '#005776',
  70: '#006487',
  80: '#00739B',
  90: '#0082AF',
  100: '#0091C3',
  110: '#2DA0D1',
  120: '#4BAFDD',
  130: '#66BDE8',
  140: '#82CDF5',
  150: '#9CDDFF',
  160: '#C5EBFF',
};

export const fablewindBrand: Brand = {
  key: 'fablewind',
  name: 'Fablewind',
  siteIds: [503],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#00739B"/><path d="M5.5 12.5h13a3.5 3.5 0 1 0-3.5-3.5M5.5 17h18a3.5 3.5 0 1 1-3.5 3.5M5.5 21.5h8" fill="none" stroke="#FFFFFF" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#66BDE8"/><path d="M5.5 12.5h13a3.5 3.5 0 1 0-3.5-3.5M5.5 17h18a3.5 3.5 0 1 1-3.5 3.5M5.5 21.5h8" fill="none" stroke="#002332" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '8px',
    borderRadiusLarge: '12px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
