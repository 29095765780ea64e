import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';
import { brightRampTokens } from '../bright-ramp';

/** Site 507: gold. */
const ramp: BrandVariants = {
  10: '#241B00',
  20: '#392C00',
  30: '#4D3B00',
  40: '#604B00',
  50: '#725A00',
  60: '#846800',
  70: '#967700',
  80: '#AA8700',
  90: '#BE9700',
  100: '#D0A600',
  110: '#E2B50F',
  120: '#EFC542',
  130: '#FBD364',
  140: '#FFE395',
  150: '#FFF0C6',
  160: '#FFF9E7',
};

export const goldspireBrand: Brand = {
  key: 'goldspire',
  name: 'Goldspire',
  siteIds: [507],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="5" fill="#846800"/><path d="M16 4.5 21 24H11z" fill="#FFFFFF"/><path d="M16 4.5 21 24h-5z" fill="#FFE395"/><rect x="7.5" y="24" width="17" height="3.5" rx="1" fill="#FFFFFF"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="5" fill="#FBD364"/><path d="M16 4.5 21 24H11z" fill="#392C00"/><path d="M16 4.5 21 24h-5z" fill="#846800"/><rect x="7.5" y="24" width="17" height="3.5" rx="1" fill="#392C00"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '2px',
    borderRadiusLarge: '6px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
  ...brightRampTokens(ramp),
};
