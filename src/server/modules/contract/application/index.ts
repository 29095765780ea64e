/**
 * The author's application for a work's contract (the checklist, ID photos, the application and
 * the answer to a request for information, what /mySignInfo and /mySignUp show) and the editor's
 * decisions on it (decisions.ts). Imports nothing of lifecycle/: the lifecycle binds these.
 */
export { contractViews } from './author-views';
export { approve, contractNumber, reject, requestInfo } from './decisions';
export { applicationRoutes } from './routes';
