/** The welfare feature: the site's programs with the author's progress, and their applications and grants. app/ loads its screens through the route table. */
export { default as WelfarePage } from './WelfarePage';
export { default as ClaimsPage } from './ClaimsPage';
