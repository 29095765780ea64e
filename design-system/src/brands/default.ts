import type { Brand } from './types';

/** Writers' Center itself: used for an undefined or unknown site id. */
export const defaultBrand: Brand = {
  key: 'default',
  name: "Writers' Center",
  siteIds: [],
  ramp: {
    10: '#050109',
    20: '#1D1030',
    30: '#2F1551',
    40: '#3D196C',
    50: '#4C1D88',
    60: '#5B22A5',
    70: '#6B27C3',
    80: '#7A32DC',
    90: '#8746E2',
    100: '#945AE7',
    110: '#A16DEB',
    120: '#AE80EF',
    130: '#BB93F3',
    140: '#C8A6F6',
    150: '#D5BAF9',
    160: '#E2CEFB',
  },
  // ramp[110] on Fluent's dark background is 4.09:1; ramp[120] reaches AA.
  darkTokens: { colorBrandForeground1: '#AE80EF', colorBrandForegroundLink: '#AE80EF' },
  logo: {
    light:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5B22A5"/><path d="M9 22.5 19.5 8a2.1 2.1 0 0 1 3 3L12 25.5l-4 1z" fill="#fff"/><path d="M8 26.5h16" stroke="#E2CEFB" stroke-width="2" stroke-linecap="round"/></svg>',
    dark:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#C8A6F6"/><path d="M9 22.5 19.5 8a2.1 2.1 0 0 1 3 3L12 25.5l-4 1z" fill="#1D1030"/><path d="M8 26.5h16" stroke="#3D196C" stroke-width="2" stroke-linecap="round"/></svg>',
  },
};
