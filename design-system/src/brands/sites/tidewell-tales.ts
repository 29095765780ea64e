import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 508: petrol. */
const ramp: BrandVariants = {
  10: '#001519',
  20: '#00242A',
  30: '#00313A',
  40: '#003F48',
  50: '#004C57',
  60: '#005966',
  70: '#006775',
  80: '#007686',
  90: '#008597',
  100: '#0094A8',
  110: '#2EA3B7',
  120: '#4DB1C4',
  130: '#67C0D1',
  140: '#83D0DF',
  150: '#9EDFEC',
  160: '#B8EEF9',
};

export const tidewellTalesBrand: Brand = {
  key: 'tidewell-tales',
  name: 'Tidewell Tales',
  siteIds: [508],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#007686"/><path d="M5 12.5c3.7-3 7.3-3 11 0s7.3 3 11 0M5 18.5c3.7-3 7.3-3 11 0s7.3 3 11 0M5 24.5c3.7-3 7.3-3 11 0s7.3 3 11 0" fill="none" stroke="#FFFFFF" stroke-width="2.3" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#67C0D1"/><path d="M5 12.5c3.7-3 7.3-3 11 0s7.3 3 11 0M5 18.5c3.7-3 7.3-3 11 0s7.3 3 11 0M5 24.5c3.7-3 7.3-3 11 0s7.3 3 11 0" fill="none" stroke="#00242A" stroke-width="2.3" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '6px',
    borderRadiusLarge: '10px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
