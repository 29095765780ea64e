/** The account feature: the author's own settings (password, sessions and devices, mail preferences). app/ loads its screen through the route table. */
export { default as AccountPage } from './AccountPage';
