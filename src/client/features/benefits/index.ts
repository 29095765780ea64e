/** The benefits feature: the writer benefits of the author's site. app/ loads its screen through the route table. */
export { default as BenefitsPage } from './BenefitsPage';
