import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from '../types';

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
  // The ramp is a bright gold: its 70/80 steps are too light for white text or for text on white,
  // so brand backgrounds and brand foregrounds move two steps darker (WCAG AA 4.5:1).
  lightTokens: {
    colorBrandBackground: ramp[60],
    colorBrandBackgroundHover: ramp[50],
    colorBrandBackgroundPressed: ramp[30],
    colorBrandBackgroundSelected: ramp[50],
    colorBrandBackgroundStatic: ramp[60],
    colorCompoundBrandBackground: ramp[60],
    colorCompoundBrandBackgroundHover: ramp[50],
    colorCompoundBrandBackgroundPressed: ramp[40],
    colorBrandForeground1: ramp[60],
    colorBrandForeground2: ramp[50],
    colorBrandForeground2Hover: ramp[40],
    colorBrandForeground2Pressed: ramp[20],
    colorCompoundBrandForeground1: ramp[60],
    colorCompoundBrandForeground1Hover: ramp[50],
    colorCompoundBrandForeground1Pressed: ramp[40],
    colorBrandForegroundLink: ramp[60],
    colorBrandForegroundLinkHover: ramp[50],
    colorBrandForegroundLinkPressed: ramp[30],
    colorBrandForegroundLinkSelected: ramp[60],
    colorBrandForegroundOnLight: ramp[60],
    colorBrandForegroundOnLightHover: ramp[50],
    colorBrandForegroundOnLightPressed: ramp[40],
    colorBrandForegroundOnLightSelected: ramp[50],
    colorBrandStroke1: ramp[60],
    colorCompoundBrandStroke: ramp[60],
    colorCompoundBrandStrokeHover: ramp[50],
    colorCompoundBrandStrokePressed: ramp[40],
  },
  darkTokens: {
    colorBrandBackground: ramp[50],
    colorBrandBackgroundHover: ramp[60],
    colorBrandBackgroundPressed: ramp[30],
    colorBrandBackgroundSelected: ramp[40],
    colorBrandBackgroundStatic: ramp[60],
  },
};
