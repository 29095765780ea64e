import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 500: ink blue. */
const ramp: BrandVariants = {
  10: '#000E39',
  20: '#021B52',
  30: '#062769',
  40: '#0C3380',
  50: '#133F94',
  60: '#1B4BA8',
  70: '#2558BB',
  80: '#3166CC',
  90: '#3F75DE',
  100: '#4E84EB',
  110: '#5E93F8',
  120: '#72A4FF',
  130: '#8AB4FF',
  140: '#A4C5FF',
  150: '#BED6FF',
  160: '#D7E6FF',
};

export const inkwellBrand: Brand = {
  key: 'inkwell',
  name: 'Inkwell',
  siteIds: [500],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#3166CC"/><path d="M16 5.5c4.2 5.6 7 9.4 7 13.2a7 7 0 0 1-14 0c0-3.8 2.8-7.6 7-13.2z" fill="#FFFFFF"/><circle cx="13.2" cy="19.6" r="2.1" fill="#3166CC"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#8AB4FF"/><path d="M16 5.5c4.2 5.6 7 9.4 7 13.2a7 7 0 0 1-14 0c0-3.8 2.8-7.6 7-13.2z" fill="#021B52"/><circle cx="13.2" cy="19.6" r="2.1" fill="#8AB4FF"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '4px',
    borderRadiusLarge: '8px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
};
