// Fluent's Textarea on its own, for the reply box to fetch when a reply is first opened (see CommentCard).
export { Textarea } from '@fluentui/react-components';
