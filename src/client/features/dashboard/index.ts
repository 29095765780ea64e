/**
 * The dashboard feature: the author's home, with their figures, profile, intro and writing calendar,
 * and for a newcomer the registration and its review. app/ loads its screen through the route table.
 */
export { default as DashboardPage } from './DashboardPage';
