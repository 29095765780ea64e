/** The errors feature: the page-not-found screen, which app/ loads through the route table. */
export { default as NotFoundPage } from './NotFoundPage';
