import type { BrandVariants } from '@fluentui/react-components';
import type { Brand } from './types';

/**
 * For brands whose ramp is bright (golds, ambers): Fluent's 70/80 steps are
 * too light for white text or for text on white, so brand backgrounds and
 * foregrounds move two steps darker to keep WCAG AA (4.5:1).
 */
export function brightRampTokens(ramp: BrandVariants): Pick<Brand, 'lightTokens' | 'darkTokens'> {
  return {
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
}
