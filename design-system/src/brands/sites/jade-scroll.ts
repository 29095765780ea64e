import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

/** Site 525: jade. */
const ramp: BrandVariants = {
  10: '#00160D',
  20: '#00261A',
  30: '#003325',
  40: '#004230',
  50: '#004F3A',
  60: '#005C44',
  70: '#006A4F',
  80: '#007A5B',
  90: '#008A68',
  100: '#1A9975',
  110: '#39A783',
  120: '#54B593',
  130: '#6DC4A4',
  140: '#87D3B6',
  150: '#A1E2C8',
  160: '#BCF0DB',
};

export const jadeScrollBrand: Brand = {
  key: 'jade-scroll',
  name: 'Jade Scroll',
  siteIds: [525],
  ramp,
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#007A5B"/><rect x="8" y="8" width="16" height="16" rx="1" fill="#FFFFFF"/><rect x="5" y="5.5" width="22" height="4" rx="2" fill="#87D3B6"/><rect x="5" y="22.5" width="22" height="4" rx="2" fill="#87D3B6"/><path d="M11.5 13.5h9M11.5 17h9M11.5 20.5h5" stroke="#007A5B" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#6DC4A4"/><rect x="8" y="8" width="16" height="16" rx="1" fill="#00261A"/><rect x="5" y="5.5" width="22" height="4" rx="2" fill="#005C44"/><rect x="5" y="22.5" width="22" height="4" rx="2" fill="#005C44"/><path d="M11.5 13.5h9M11.5 17h9M11.5 20.5h5" stroke="#6DC4A4" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  },
  tokens: {
    borderRadiusMedium: '6px',
    borderRadiusLarge: '8px',
    fontFamilyBase: '"DejaVu Serif", Georgia, serif',
  },
};
