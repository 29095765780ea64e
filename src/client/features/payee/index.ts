/** The payee feature: the author's payee details. app/ loads its screen through the route table. */
export { default as PayeeInfoPage } from './PayeeInfoPage';
