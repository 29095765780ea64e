import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 566: chartreuse green. */
const ramp: BrandVariants = {
  10: '#081600',
  20: '#122500',
  30: '#1A3200',
  40: '#234000',
  50: '#2B4D00',
  60: '#345A00',
  70: '#3D6800',
  80: '#477700',
  90: '#508700',
  100: '#5E961E',
  110: '#6EA438',
  120: '#7FB350',
  130: '#91C168',
  140: '#A5D182',
  150: '#B9E09C',
  160: '#CFEFB6',
};

export const willowmereBrand: Brand = {
  key: 'willowmere',
  name: 'Willowmere',
  siteIds: [566],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#477700"/><path d="M5 8.5c7-3 15-3 22 0" fill="none" stroke="#A5D182" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/><ellipse cx="9.5" cy="17.5" rx="2.8" ry="6.5" transform="rotate(12 9.5 17.5)" fill="#FFFFFF"/><ellipse cx="16" cy="19" rx="2.8" ry="7.5" fill="#FFFFFF"/><ellipse cx="22.5" cy="17.5" rx="2.8" ry="6.5" transform="rotate(-12 22.5 17.5)" fill="#FFFFFF"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#91C168"/><path d="M5 8.5c7-3 15-3 22 0" fill="none" stroke="#345A00" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/><ellipse cx="9.5" cy="17.5" rx="2.8" ry="6.5" transform="rotate(12 9.5 17.5)" fill="#122500"/><ellipse cx="16" cy="19" rx="2.8" ry="7.5" fill="#122500"/><ellipse cx="22.5" cy="17.5" rx="2.8" ry="6.5" transform="rotate(-12 22.5 17.5)" fill="#122500"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '6px',
    borderRadiusLarge: '12px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
