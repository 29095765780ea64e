/** The payee feature's parts other features use. Its screen loads through the route table. */
export { PayeeNotice, PAYEE_INFO_PATH } from './components/PayeeNotice';
