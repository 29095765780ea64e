import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 510: dusty rose. */
const ramp: BrandVariants = {
  10: '#270611',
  20: '#3B111E',
  30: '#4E1A2A',
  40: '#602436',
  50: '#712E41',
  60: '#81384D',
  70: '#91445A',
  80: '#A25167',
  90: '#B35F76',
  100: '#C16E83',
  110: '#CF7D92',
  120: '#DC8EA1',
  130: '#E89FB0',
  140: '#F4B3C1',
  150: '#FFC6D2',
  160: '#FFDCE4',
};

export const rosewoodTalesBrand: Brand = {
  key: 'rosewood-tales',
  name: 'Rosewood Tales',
  siteIds: [510],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="10" fill="#A25167"/><circle cx="16" cy="10.5" r="5" fill="#FFFFFF"/><circle cx="21.5" cy="16" r="5" fill="#FFFFFF"/><circle cx="16" cy="21.5" r="5" fill="#FFFFFF"/><circle cx="10.5" cy="16" r="5" fill="#FFFFFF"/><circle cx="16" cy="16" r="3.2" fill="#A25167"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="10" fill="#E89FB0"/><circle cx="16" cy="10.5" r="5" fill="#3B111E"/><circle cx="21.5" cy="16" r="5" fill="#3B111E"/><circle cx="16" cy="21.5" r="5" fill="#3B111E"/><circle cx="10.5" cy="16" r="5" fill="#3B111E"/><circle cx="16" cy="16" r="3.2" fill="#E89FB0"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '8px',
    borderRadiusLarge: '16px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
};
