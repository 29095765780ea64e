/** The legal feature: the terms of use and the privacy policy. app/ loads its screens through the route table. */
export { default as TermsPage } from './TermsPage';
export { default as PolicyPage } from './PolicyPage';
