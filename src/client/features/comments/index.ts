/** The comments feature: the author's comment inbox. app/ loads its screen through the route table. */
export { default as CommentsPage } from './CommentsPage';
