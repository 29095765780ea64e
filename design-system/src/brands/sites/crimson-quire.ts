import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 505: crimson. */
const ramp: BrandVariants = {
  10: '#2F0004',
  20: '#490009',
  30: '#60000F',
  40: '#780016',
  50: '#8E001C',
  60: '#A20924',
  70: '#B51B2E',
  80: '#C82E3B',
  90: '#DA4049',
  100: '#E95258',
  110: '#F66668',
  120: '#FF7C7B',
  130: '#FF9693',
  140: '#FFB0AC',
  150: '#FFC7C3',
  160: '#FFDDDA',
};

export const crimsonQuireBrand: Brand = {
  key: 'crimson-quire',
  name: 'Crimson Quire',
  siteIds: [505],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#C82E3B"/><path d="M5.5 9c4-1.2 7.3-.4 10 1.8v14c-2.7-2-6-2.6-10-1.6z" fill="#FFFFFF"/><path d="M26.5 9c-4-1.2-7.3-.4-10 1.8v14c2.7-2 6-2.6 10-1.6z" fill="#FFB0AC"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#FF9693"/><path d="M5.5 9c4-1.2 7.3-.4 10 1.8v14c-2.7-2-6-2.6-10-1.6z" fill="#490009"/><path d="M26.5 9c-4-1.2-7.3-.4-10 1.8v14c2.7-2 6-2.6 10-1.6z" fill="#A20924"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '2px',
    borderRadiusLarge: '4px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
};
