import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 520: plum. */
const ramp: BrandVariants = {
  10: '#1F0925',
  20: '#301438',
  30: '#401E4A',
  40: '#50295C',
  50: '#5F336C',
  60: '#6D3D7B',
  70: '#7C498B',
  80: '#8B569B',
  90: '#9A65AB',
  100: '#A873B8',
  110: '#B683C6',
  120: '#C493D3',
  130: '#D1A3DF',
  140: '#DFB6EB',
  150: '#ECC9F7',
  160: '#F7DCFF',
};

export const plumHollowBrand: Brand = {
  key: 'plum-hollow',
  name: 'Plum Hollow',
  siteIds: [520],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#8B569B"/><path d="M8.5 26.5V15a7.5 7.5 0 0 1 15 0v11.5z" fill="#FFFFFF"/><path d="M12 26.5V15.5a4 4 0 0 1 8 0v11z" fill="#8B569B"/><circle cx="18" cy="20" r="1.1" fill="#DFB6EB"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#D1A3DF"/><path d="M8.5 26.5V15a7.5 7.5 0 0 1 15 0v11.5z" fill="#301438"/><path d="M12 26.5V15.5a4 4 0 0 1 8 0v11z" fill="#D1A3DF"/><circle cx="18" cy="20" r="1.1" fill="#6D3D7B"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '8px',
    borderRadiusLarge: '12px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
};
