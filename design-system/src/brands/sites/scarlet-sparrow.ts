import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 550: raspberry red. */
const ramp: BrandVariants = {
  10: '#2D0015',
  20: '#460024',
  30: '#5C0032',
  40: '#730040',
  50: '#89004D',
  60: '#9E005A',
  70: '#B11467',
  80: '#C42876',
  90: '#D53C85',
  100: '#E44E92',
  110: '#F262A0',
  120: '#FE76AF',
  130: '#FF91BC',
  140: '#FFACCA',
  150: '#FFC5D9',
  160: '#FFDCE7',
};

export const scarletSparrowBrand: Brand = {
  key: 'scarlet-sparrow',
  name: 'Scarlet Sparrow',
  siteIds: [550],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#C42876"/><path d="M5.5 18.5c3-6.5 9-8.5 14.5-6.3l6.5-3.2-3.2 6.2c0 6.2-5.2 10.3-12.3 9.3l-4.5 2 2.2-4.2c-2.2-.9-3.2-2-3.2-3.8z" fill="#FFFFFF"/><circle cx="20.3" cy="14.3" r="1.3" fill="#C42876"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#FF91BC"/><path d="M5.5 18.5c3-6.5 9-8.5 14.5-6.3l6.5-3.2-3.2 6.2c0 6.2-5.2 10.3-12.3 9.3l-4.5 2 2.2-4.2c-2.2-.9-3.2-2-3.2-3.8z" fill="#460024"/><circle cx="20.3" cy="14.3" r="1.3" fill="#FF91BC"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '4px',
    borderRadiusLarge: '8px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
