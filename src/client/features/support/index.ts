/** The support feature: the contact form and the author's tickets. app/ loads its screen through the route table. */
export { default as ContactPage } from './ContactPage';
