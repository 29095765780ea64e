import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 530: lavender. */
const ramp: BrandVariants = {
  10: '#160D27',
  20: '#251A3A',
  30: '#32254D',
  40: '#40305E',
  50: '#4C3B6F',
  60: '#59467F',
  70: '#66528F',
  80: '#74609F',
  90: '#836EAF',
  100: '#907CBD',
  110: '#9F8BCA',
  120: '#AD9BD7',
  130: '#BBABE2',
  140: '#CBBDEF',
  150: '#DBCEFA',
  160: '#E9E1FF',
};

export const thistledownBrand: Brand = {
  key: 'thistledown',
  name: 'Thistledown',
  siteIds: [530],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="10" fill="#74609F"/><path d="M16 27V17" stroke="#FFFFFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="12" r="5.5" fill="#FFFFFF"/><circle cx="16" cy="4.8" r="1.3" fill="#CBBDEF"/><circle cx="9.8" cy="7" r="1.3" fill="#CBBDEF"/><circle cx="22.2" cy="7" r="1.3" fill="#CBBDEF"/><path d="M16 21c-2.5-.2-4.4-1.2-5.5-3M16 21c2.5-.2 4.4-1.2 5.5-3" fill="none" stroke="#FFFFFF" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="10" fill="#BBABE2"/><path d="M16 27V17" stroke="#251A3A" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="12" r="5.5" fill="#251A3A"/><circle cx="16" cy="4.8" r="1.3" fill="#59467F"/><circle cx="9.8" cy="7" r="1.3" fill="#59467F"/><circle cx="22.2" cy="7" r="1.3" fill="#59467F"/><path d="M16 21c-2.5-.2-4.4-1.2-5.5-3M16 21c2.5-.2 4.4-1.2 5.5-3" fill="none" stroke="#251A3A" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '10px',
    borderRadiusLarge: '16px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
