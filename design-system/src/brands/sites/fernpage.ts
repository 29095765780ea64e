import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 506: green. */
const ramp: BrandVariants = {
  10: '#001704',
  20: '#002609',
  30: '#00350F',
  40: '#004315',
  50: '#00501B',
  60: '#005E22',
  70: '#006C28',
  80: '#007C2F',
  90: '#1D8B3C',
  100: '#34994B',
  110: '#4AA85D',
  120: '#60B66F',
  130: '#77C482',
  140: '#8FD499',
  150: '#A8E3AF',
  160: '#C0F1C6',
};

export const fernpageBrand: Brand = {
  key: 'fernpage',
  name: 'Fernpage',
  siteIds: [506],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#007C2F"/><path d="M6.5 25.5C6.5 14 13.5 6.5 25.5 6.5c0 12-7.5 19-19 19z" fill="#FFFFFF"/><path d="M7.5 24.5 20 12M13 19h5M13 19v-5" fill="none" stroke="#007C2F" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#77C482"/><path d="M6.5 25.5C6.5 14 13.5 6.5 25.5 6.5c0 12-7.5 19-19 19z" fill="#002609"/><path d="M7.5 24.5 20 12M13 19h5M13 19v-5" fill="none" stroke="#77C482" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '10px',
    borderRadiusLarge: '14px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
