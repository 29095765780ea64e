import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 502: indigo. */
const ramp: BrandVariants = {
  10: '#0F0B36',
  20: '#1B174F',
  30: '#262266',
  40: '#322D7C',
  50: '#3C3890',
  60: '#4744A3',
  70: '#5250B5',
  80: '#5F5EC7',
  90: '#6C6DD7',
  100: '#797CE5',
  110: '#878BF2',
  120: '#969BFD',
  130: '#A6ADFF',
  140: '#B9C0FF',
  150: '#CCD2FF',
  160: '#E0E3FF',
};

export const moonlitPagesBrand: Brand = {
  key: 'moonlit-pages',
  name: 'Moonlit Pages',
  siteIds: [502],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5F5EC7"/><path d="M19 6.2A10 10 0 1 0 25.8 20 8 8 0 0 1 19 6.2z" fill="#FFFFFF"/><circle cx="23" cy="9.5" r="1.4" fill="#B9C0FF"/><circle cx="26" cy="13.5" r=".9" fill="#B9C0FF"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#A6ADFF"/><path d="M19 6.2A10 10 0 1 0 25.8 20 8 8 0 0 1 19 6.2z" fill="#1B174F"/><circle cx="23" cy="9.5" r="1.4" fill="#4744A3"/><circle cx="26" cy="13.5" r=".9" fill="#4744A3"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '8px',
    borderRadiusLarge: '12px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
};
