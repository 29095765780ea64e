/** The help feature: the help center's search and articles. app/ loads its screen through the route table. */
export { default as HelpCenterPage } from './HelpCenterPage';
