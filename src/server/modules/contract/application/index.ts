/** The author's application for a work's contract and the editor's decisions on it. */
export { approve, contractNumber, reject, requestInfo } from './decisions';
