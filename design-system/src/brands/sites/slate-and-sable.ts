import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 515: slate. */
const ramp: BrandVariants = {
  10: '#09131D',
  20: '#15212E',
  30: '#1F2D3D',
  40: '#293A4D',
  50: '#33465B',
  60: '#3D5269',
  70: '#485F78',
  80: '#556D87',
  90: '#637B96',
  100: '#7189A3',
  110: '#8197B2',
  120: '#91A6BF',
  130: '#A1B5CD',
  140: '#B3C6DB',
  150: '#C7D6E9',
  160: '#D9E7F6',
};

export const slateAndSableBrand: Brand = {
  key: 'slate-and-sable',
  name: 'Slate & Sable',
  siteIds: [515],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#556D87"/><rect x="6" y="21" width="20" height="4.5" rx="1" fill="#FFFFFF"/><rect x="8" y="15" width="17" height="4.5" rx="1" fill="#B3C6DB"/><rect x="7" y="9" width="15" height="4.5" rx="1" fill="#FFFFFF"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#A1B5CD"/><rect x="6" y="21" width="20" height="4.5" rx="1" fill="#15212E"/><rect x="8" y="15" width="17" height="4.5" rx="1" fill="#3D5269"/><rect x="7" y="9" width="15" height="4.5" rx="1" fill="#15212E"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '2px',
    borderRadiusLarge: '4px',
    fontFamilyBase: '"DejaVu Sans", "Segoe UI", system-ui, sans-serif',
  },
};
