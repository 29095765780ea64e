import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 512: moss olive. */
const ramp: BrandVariants = {
  10: '#101400',
  20: '#1D2200',
  30: '#292F00',
  40: '#343D00',
  50: '#3F4900',
  60: '#4A5600',
  70: '#566305',
  80: '#637119',
  90: '#72802B',
  100: '#7F8E3D',
  110: '#8D9C4F',
  120: '#9CAB63',
  130: '#ACBA78',
  140: '#BDCA8F',
  150: '#CEDAA7',
  160: '#E0EAC0',
};

export const mossboundBrand: Brand = {
  key: 'mossbound',
  name: 'Mossbound',
  siteIds: [512],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#637119"/><path d="M3.5 25 12 11.5l5 7.5 4-5 7.5 11z" fill="#FFFFFF"/><circle cx="22.5" cy="8.5" r="2.8" fill="#BDCA8F"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#ACBA78"/><path d="M3.5 25 12 11.5l5 7.5 4-5 7.5 11z" fill="#1D2200"/><circle cx="22.5" cy="8.5" r="2.8" fill="#4A5600"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '4px',
    borderRadiusLarge: '8px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
};
