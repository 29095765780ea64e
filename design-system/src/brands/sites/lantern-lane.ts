import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';
import { brightRampTokens } from '../bright-ramp';

/** Site 509: amber. */
const ramp: BrandVariants = {
  10: '#2C1700',
  20: '#432700',
  30: '#5A3500',
  40: '#704400',
  50: '#845100',
  60: '#985E00',
  70: '#AE6C00',
  80: '#C57A00',
  90: '#DC8900',
  100: '#F19700',
  110: '#FFA836',
  120: '#FFBC72',
  130: '#FFCF9B',
  140: '#FFE0BF',
  150: '#FFEEDC',
  160: '#FFF8F0',
};

export const lanternLaneBrand: Brand = {
  key: 'lantern-lane',
  name: 'Lantern Lane',
  siteIds: [509],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#985E00"/><rect x="13" y="4.5" width="6" height="3" rx="1" fill="#FFFFFF"/><path d="M11 9h10l2.5 4v8L21 25.5H11L8.5 21v-8z" fill="#FFFFFF"/><circle cx="16" cy="17" r="3.4" fill="#985E00"/><rect x="10" y="26" width="12" height="2" rx="1" fill="#FFE0BF"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#FFCF9B"/><rect x="13" y="4.5" width="6" height="3" rx="1" fill="#432700"/><path d="M11 9h10l2.5 4v8L21 25.5H11L8.5 21v-8z" fill="#432700"/><circle cx="16" cy="17" r="3.4" fill="#FFCF9B"/><rect x="10" y="26" width="12" height="2" rx="1" fill="#985E00"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '6px',
    borderRadiusLarge: '10px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
  ...brightRampTokens(ramp),
};
