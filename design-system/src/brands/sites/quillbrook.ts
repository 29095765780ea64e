import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 501: teal. */
const ramp: BrandVariants = {
  10: '#001615',
  20: '#002523',
  30: '#003231',
  40: '#00403E',
  50: '#004D4B',
  60: '#005A57',
  70: '#006865',
  80: '#007875',
  90: '#008884',
  100: '#009793',
  110: '#03A7A3',
  120: '#3AB5B1',
  130: '#5BC3BF',
  140: '#7AD3CF',
  150: '#97E2DE',
  160: '#B3F0ED',
};

export const quillbrookBrand: Brand = {
  key: 'quillbrook',
  name: 'Quillbrook',
  siteIds: [501],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#007875"/><path d="M24.5 6.5c-8 .5-13.5 6-13.5 13.5v2.5l-2.5 3.5h2.2l2.3-3h3c6.8 0 10.8-7 8.5-16.5z" fill="#FFFFFF"/><path d="M12 23.5 21 12.5" stroke="#007875" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#5BC3BF"/><path d="M24.5 6.5c-8 .5-13.5 6-13.5 13.5v2.5l-2.5 3.5h2.2l2.3-3h3c6.8 0 10.8-7 8.5-16.5z" fill="#002523"/><path d="M12 23.5 21 12.5" stroke="#5BC3BF" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '6px',
    borderRadiusLarge: '10px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
