import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 504: orange. */
const ramp: BrandVariants = {
  10: '#250A00',
  20: '#3A1500',
  30: '#4D1E00',
  40: '#622700',
  50: '#743000',
  60: '#873900',
  70: '#9A4300',
  80: '#B04D00',
  90: '#C75800',
  100: '#D96515',
  110: '#E67633',
  120: '#F2884C',
  130: '#FD9B66',
  140: '#FFB38B',
  150: '#FFC9AD',
  160: '#FFDFCE',
};

export const emberleafBrand: Brand = {
  key: 'emberleaf',
  name: 'Emberleaf',
  siteIds: [504],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="5" fill="#B04D00"/><path d="M16.5 4.5c1 5.2 7 7.4 7 14.3a7.5 7.5 0 0 1-15 0c0-4.1 2-6.6 4.2-8.4-.1 3.2 1 4.8 2.7 5.3-.9-4 -.5-7.5 1.1-11.2z" fill="#FFFFFF"/><path d="M16 26.3a3.2 3.2 0 0 1-3.2-3.2c0-2 1.6-3.3 3.2-5.3 1.6 2 3.2 3.3 3.2 5.3a3.2 3.2 0 0 1-3.2 3.2z" fill="#B04D00"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="5" fill="#FD9B66"/><path d="M16.5 4.5c1 5.2 7 7.4 7 14.3a7.5 7.5 0 0 1-15 0c0-4.1 2-6.6 4.2-8.4-.1 3.2 1 4.8 2.7 5.3-.9-4 -.5-7.5 1.1-11.2z" fill="#3A1500"/><path d="M16 26.3a3.2 3.2 0 0 1-3.2-3.2c0-2 1.6-3.3 3.2-5.3 1.6 2 3.2 3.3 3.2 5.3a3.2 3.2 0 0 1-3.2 3.2z" fill="#FD9B66"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '4px',
    borderRadiusLarge: '6px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
