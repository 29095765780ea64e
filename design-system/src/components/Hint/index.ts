export { Hint } from './Hint';
export type { HintProps } from './Hint';
