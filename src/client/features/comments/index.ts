export { useCommentCounts } from './api/comments';
