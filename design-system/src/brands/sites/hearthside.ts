import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 540: walnut brown. */
const ramp: BrandVariants = {
  10: '#1F0E03',
  20: '#301B0B',
  30: '#402613',
  40: '#50321C',
  50: '#5F3D24',
  60: '#6E472D',
  70: '#7C5437',
  80: '#8C6144',
  90: '#9B7052',
  100: '#A97E60',
  110: '#B78D70',
  120: '#C49C81',
  130: '#D1AC93',
  140: '#E0BDA7',
  150: '#EDCFBB',
  160: '#F9E0D0',
};

export const hearthsideBrand: Brand = {
  key: 'hearthside',
  name: 'Hearthside Stories',
  siteIds: [540],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#8C6144"/><path d="M5.5 15 16 6.5 26.5 15v11.5h-21z" fill="#FFFFFF"/><path d="M16 24.5c-3.2-2.3-4.8-4-4.8-5.8a2.4 2.4 0 0 1 4.8-.6 2.4 2.4 0 0 1 4.8.6c0 1.8-1.6 3.5-4.8 5.8z" fill="#8C6144"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#D1AC93"/><path d="M5.5 15 16 6.5 26.5 15v11.5h-21z" fill="#301B0B"/><path d="M16 24.5c-3.2-2.3-4.8-4-4.8-5.8a2.4 2.4 0 0 1 4.8-.6 2.4 2.4 0 0 1 4.8.6c0 1.8-1.6 3.5-4.8 5.8z" fill="#D1AC93"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '4px',
    borderRadiusLarge: '8px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
};
