import type { WordLimitStatus } from './TextArea.types';

/** Where `count` stands against the optional limits. */
export function wordLimitStatus(count: number, min?: number, max?: number): WordLimitStatus {
  if (max !== undefined && count > max) return 'over';
  if (min !== undefined && count < min) return 'under';
  return 'within';
}
