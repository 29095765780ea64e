export { TextArea } from './TextArea';
export type { TextAreaProps, WordLimitStatus } from './TextArea.types';
export { wordLimitStatus } from './wordLimit';
