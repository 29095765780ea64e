/**
 * The author feature's parts other features load on demand (a dynamic import of this file is a
 * chunk of its own): the registration, shown only before an author is signed up, with its forms and rules.
 */
export { RegistrationPanel } from './components/RegistrationPanel';
