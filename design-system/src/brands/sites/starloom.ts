import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 511 (the flagship site): magenta (flagship). */
const ramp: BrandVariants = {
  10: '#2A0023',
  20: '#410038',
  30: '#56004C',
  40: '#6C005F',
  50: '#810071',
  60: '#950083',
  70: '#AB0296',
  80: '#BD1FA7',
  90: '#CE35B6',
  100: '#DC49C5',
  110: '#EA5ED1',
  120: '#F673DE',
  130: '#FF8AE8',
  140: '#FFA8EC',
  150: '#FFC2F0',
  160: '#FFDAF6',
};

export const starloomBrand: Brand = {
  key: 'starloom',
  name: 'Starloom',
  siteIds: [511],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#BD1FA7"/><circle cx="16" cy="16" r="11" fill="none" stroke="#FFA8EC" stroke-width="1.5"/><path d="M16 6.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6L16 20l-5.4 3 1.2-6-4.5-4.2 6.1-.7z" fill="#FFFFFF"/><circle cx="16" cy="16" r="1.6" fill="#BD1FA7"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#FF8AE8"/><circle cx="16" cy="16" r="11" fill="none" stroke="#950083" stroke-width="1.5"/><path d="M16 6.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6L16 20l-5.4 3 1.2-6-4.5-4.2 6.1-.7z" fill="#410038"/><circle cx="16" cy="16" r="1.6" fill="#FF8AE8"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '12px',
    borderRadiusLarge: '20px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
