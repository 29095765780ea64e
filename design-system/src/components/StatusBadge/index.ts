export { StatusBadge } from './StatusBadge';
export { STATUS_TONES, TONE_STYLES, statusTone, statusesOf } from './statusTones';
export type {
  StatusBadgeProps,
  StatusFamilies,
  StatusFamily,
  StatusOf,
  StatusTone,
  StatusToneStyle,
} from './StatusBadge.types';
