export { CommentCard } from './CommentCard';
export type { CommentAuthorReply, CommentCardLabels, CommentCardProps } from './CommentCard.types';
