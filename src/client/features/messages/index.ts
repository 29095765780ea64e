/** The messages feature: the author's notices and the platform's news. app/ loads its screens through the route table. */
export { default as AnnounceCenterPage } from './AnnounceCenterPage';
export { default as NewsAnnouncePage } from './NewsAnnouncePage';
